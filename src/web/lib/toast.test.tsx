import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LazyToaster } from './lazy-toaster.tsx'
import { toast } from './toast.ts'

describe('toast', () => {
  it('loads the toaster on the first toast and shows it with its description', async () => {
    render(<LazyToaster />)
    expect(screen.queryByRole('region', { name: /Notificações/ })).toBeNull()
    toast.success('Dados salvos', { description: 'Informações da empresa atualizadas com sucesso.' })
    // The toaster's chunk loads on demand: a busy machine needs more than the default second.
    expect(await screen.findByText('Dados salvos', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText('Informações da empresa atualizadas com sucesso.')).toBeInTheDocument()
  })
})
