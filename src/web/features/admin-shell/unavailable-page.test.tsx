import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { UnavailablePage } from './unavailable-page.tsx'

describe('UnavailablePage', () => {
  it('is titled by the menu label of its route and links back to the dashboard', () => {
    render(
      <MemoryRouter initialEntries={['/cancelamento']}>
        <UnavailablePage />
      </MemoryRouter>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Cancelamento de Plano' })).toBeInTheDocument()
    expect(screen.getByText('Esta página ainda não está disponível.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para o Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })
})
