import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BulkDeleteDialog } from './bulk-delete-dialog.tsx'

describe('BulkDeleteDialog', () => {
  it('deletes only once the count or "excluir" is typed, and sends what was typed', async () => {
    const onConfirm = vi.fn(async () => {})
    render(<BulkDeleteDialog total={12} open onCancel={() => {}} onConfirm={onConfirm} />)
    expect(screen.getByRole('alertdialog', { name: 'Excluir 12 candidaturas?' })).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Excluir 12' })
    const field = screen.getByLabelText('Para confirmar, digite 12 ou "excluir"')
    expect(button).toBeDisabled()
    fireEvent.change(field, { target: { value: '11' } })
    expect(button).toBeDisabled()
    fireEvent.change(field, { target: { value: ' EXCLUIR ' } })
    expect(button).toBeEnabled()
    fireEvent.change(field, { target: { value: '12' } })
    fireEvent.click(button)
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('12'))
  })
})
