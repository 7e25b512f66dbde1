import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DatePicker } from './date-picker.tsx'

function BirthDate({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <label htmlFor="birth-date">Data de nascimento</label>
      <DatePicker
        id="birth-date"
        value={value}
        onChange={(next) => {
          setValue(next)
          onChange?.(next)
        }}
      />
    </>
  )
}

describe('DatePicker', () => {
  // The calendar is lazy; load its module once so the first test doesn't wait on the transform.
  beforeAll(() => import('./calendar.tsx'), 30_000)

  it('shows "Selecionar data" while empty and masks typed digits as dd/MM/yyyy', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<BirthDate onChange={onChange} />)
    const input = screen.getByLabelText('Data de nascimento')
    expect(input).toHaveAttribute('placeholder', 'Selecionar data')

    await user.type(input, '23112026')

    expect(input).toHaveValue('23/11/2026')
    expect(onChange).toHaveBeenLastCalledWith('23/11/2026')
  })

  it('accepts a pasted date with its slashes and ignores extra characters', async () => {
    const user = userEvent.setup()
    render(<BirthDate />)
    const input = screen.getByLabelText('Data de nascimento')

    await user.click(input)
    await user.paste('05/03/1990 ')

    expect(input).toHaveValue('05/03/1990')
  })

  it('keeps an impossible date as typed, for the form validation to report', async () => {
    const user = userEvent.setup()
    render(<BirthDate />)
    const input = screen.getByLabelText('Data de nascimento')

    await user.type(input, '31022024')

    expect(input).toHaveValue('31/02/2024')
  })

  it('sets the value from the day chosen in the calendar and closes it', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<BirthDate initial="10/11/2026" onChange={onChange} />)

    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }))
    const day = await screen.findByRole('button', { name: /23 de novembro de 2026/ })
    await user.click(day)

    expect(onChange).toHaveBeenCalledWith('23/11/2026')
    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('23/11/2026')
    expect(screen.queryByRole('dialog', { name: 'Calendário' })).not.toBeInTheDocument()
  })

  it('is usable from the keyboard: focus lands on the selected day and arrows move it', async () => {
    const user = userEvent.setup()
    render(<BirthDate initial="23/11/2026" />)
    await user.click(screen.getByLabelText('Data de nascimento'))

    await user.tab()
    expect(screen.getByRole('button', { name: 'Abrir calendário' })).toHaveFocus()
    await user.keyboard('{Enter}')
    const selected = await screen.findByRole('button', { name: /23 de novembro de 2026, selecionado/ })
    expect(selected).toHaveFocus()
    await user.keyboard('{ArrowRight}{Enter}')

    expect(screen.getByLabelText('Data de nascimento')).toHaveValue('24/11/2026')
  })
})
