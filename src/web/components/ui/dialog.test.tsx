import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Button } from './button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx'

function ApplicationDetails() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Ver detalhes</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Detalhes da candidatura</DialogTitle>
          <DialogDescription>Enviada em 23/11/2026</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  )
}

describe('Dialog', () => {
  it('opens a modal named by its title and described by its description', async () => {
    const user = userEvent.setup()
    render(<ApplicationDetails />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Ver detalhes' }))

    const dialog = screen.getByRole('dialog', { name: 'Detalhes da candidatura' })
    expect(dialog).toHaveAccessibleDescription('Enviada em 23/11/2026')
  })

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup()
    render(<ApplicationDetails />)
    const trigger = screen.getByRole('button', { name: 'Ver detalhes' })
    await user.click(trigger)

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it('closes with the "Fechar" button', async () => {
    const user = userEvent.setup()
    render(<ApplicationDetails />)
    await user.click(screen.getByRole('button', { name: 'Ver detalhes' }))

    await user.click(screen.getByRole('button', { name: 'Fechar' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
