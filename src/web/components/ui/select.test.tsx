import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { Label } from './label.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx'

function StateSelect() {
  const [uf, setUf] = useState('')
  return (
    <>
      <Label htmlFor="uf">Estado</Label>
      <Select value={uf} onValueChange={setUf}>
        <SelectTrigger id="uf">
          <SelectValue placeholder="Selecione o estado" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="BA">Bahia</SelectItem>
          <SelectItem value="SP">São Paulo</SelectItem>
        </SelectContent>
      </Select>
      <output>{uf}</output>
    </>
  )
}

describe('Select', () => {
  beforeAll(() => {
    // jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
    Element.prototype.hasPointerCapture ??= () => false
    Element.prototype.releasePointerCapture ??= () => {}
    Element.prototype.scrollIntoView ??= () => {}
  })

  it('shows the placeholder while empty, labelled by its Label', () => {
    render(<StateSelect />)
    const trigger = screen.getByRole('combobox', { name: 'Estado' })
    expect(trigger).toHaveTextContent('Selecione o estado')
    expect(trigger).toHaveAttribute('data-placeholder')
  })

  it('is chosen from the keyboard', async () => {
    const user = userEvent.setup()
    render(<StateSelect />)
    const trigger = screen.getByRole('combobox', { name: 'Estado' })
    trigger.focus()

    await user.keyboard('{Enter}')
    const option = await screen.findByRole('option', { name: 'São Paulo' })
    await user.click(option)

    expect(trigger).toHaveTextContent('São Paulo')
    expect(trigger).not.toHaveAttribute('data-placeholder')
    expect(screen.getByRole('status')).toHaveTextContent('SP')
  })
})
