import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './checkbox.tsx'
import { Label } from './label.tsx'
import { Switch } from './switch.tsx'

describe('Checkbox and Switch', () => {
  it('checks a labelled checkbox with the Space key', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Checkbox id="lgpd" />
        <Label htmlFor="lgpd">Aceito a política de privacidade</Label>
      </>,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'Aceito a política de privacidade' })
    expect(checkbox).not.toBeChecked()

    checkbox.focus()
    await user.keyboard(' ')

    expect(checkbox).toBeChecked()
    expect(checkbox).toHaveAttribute('data-state', 'checked')
  })

  it('toggles a labelled switch by clicking its label', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Switch id="cnh" />
        <Label htmlFor="cnh">Possui CNH</Label>
      </>,
    )
    const toggle = screen.getByRole('switch', { name: 'Possui CNH' })
    expect(toggle).not.toBeChecked()

    await user.click(screen.getByText('Possui CNH'))

    expect(toggle).toBeChecked()
    expect(toggle).toHaveClass('data-[state=checked]:bg-primary')
  })
})
