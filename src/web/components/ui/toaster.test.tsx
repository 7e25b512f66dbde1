import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Toaster } from './toaster.tsx'

describe('Toaster', () => {
  beforeAll(() => {
    // sonner captures the pointer to support swiping a toast away; jsdom has no pointer capture.
    Element.prototype.setPointerCapture ??= () => {}
  })
  afterEach(() => act(() => toast.dismiss()))

  it('shows toasts in a region labelled in Portuguese, with a "Fechar notificação" button', async () => {
    const user = userEvent.setup()
    render(<Toaster />)

    act(() => {
      toast.success('Dados salvos', { description: 'Informações da empresa atualizadas com sucesso.' })
    })

    expect(screen.getByRole('region', { name: /Notificações/ })).toBeInTheDocument()
    const toastElement = (await screen.findByText('Dados salvos')).closest('[data-sonner-toast]')
    expect(toastElement).toHaveAttribute('data-type', 'success')
    expect(toastElement).toHaveAttribute('data-rich-colors', 'true')
    expect(screen.getByText('Informações da empresa atualizadas com sucesso.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Fechar notificação' }))
    expect(toastElement).toHaveAttribute('data-removed', 'true')
  })
})
