import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog.tsx'

function ConfirmDelete({ onConfirm }: { onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger>Excluir</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Excluir candidatura?</AlertDialogTitle>
          <AlertDialogDescription>Esta ação não pode ser desfeita.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Excluir candidatura
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

describe('AlertDialog', () => {
  it('opens an alertdialog named by its title, with focus on Cancelar', async () => {
    const user = userEvent.setup()
    render(<ConfirmDelete onConfirm={() => {}} />)

    await user.click(screen.getByRole('button', { name: 'Excluir' }))

    const dialog = screen.getByRole('alertdialog', { name: 'Excluir candidatura?' })
    expect(dialog).toHaveAccessibleDescription('Esta ação não pode ser desfeita.')
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus()
  })

  it('closes with Escape without confirming', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<ConfirmDelete onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Excluir' }))

    await user.keyboard('{Escape}')

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('runs the action and closes, with the destructive button style', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<ConfirmDelete onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Excluir' }))
    const action = screen.getByRole('button', { name: 'Excluir candidatura' })
    expect(action).toHaveClass('bg-destructive')

    await user.click(action)

    expect(onConfirm).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
