import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ResumeUsage } from '@/shared/dashboard/api.ts'
import { ResumeUsageCard } from './resume-usage-card.tsx'

function renderCard(usage: ResumeUsage | undefined, canManageBilling = true) {
  return render(
    <MemoryRouter>
      <ResumeUsageCard usage={usage} canManageBilling={canManageBilling} />
    </MemoryRouter>,
  )
}

describe('ResumeUsageCard', () => {
  it('shows the resumes received against the plan limit, with a labelled bar', () => {
    renderCard({ plan: 'gratuito', used: 37, limit: 100, accepting: true })
    expect(screen.getByText('37 de 100')).toBeInTheDocument()
    expect(screen.getByText('(plano Gratuito)')).toBeInTheDocument()
    const bar = screen.getByRole('progressbar', { name: 'Currículos recebidos' })
    expect(bar).toHaveAttribute('aria-valuenow', '37')
    expect(bar).toHaveAttribute('aria-valuemax', '100')
    expect(bar).toHaveAttribute('aria-valuetext', '37 de 100 currículos')
    expect(screen.getByText('Ainda cabem 63 currículos no seu plano.')).toBeInTheDocument()
    expect(screen.queryByText('Limite de currículos atingido')).not.toBeInTheDocument()
  })

  it('formats numbers the Brazilian way', () => {
    renderCard({ plan: 'profissional', used: 1234, limit: 5000, accepting: true })
    expect(screen.getByText('1.234 de 5.000')).toBeInTheDocument()
    expect(screen.getByText('(plano Profissional)')).toBeInTheDocument()
  })

  it('at the limit warns that the public form takes no new applications and links an admin to /pagamentos', () => {
    renderCard({ plan: 'basico', used: 1000, limit: 1000, accepting: false })
    expect(screen.getByText('Limite de currículos atingido')).toBeInTheDocument()
    expect(
      screen.getByText(
        'O formulário público não aceita novas candidaturas: o plano Básico permite até 1.000 currículos.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fazer upgrade do plano' })).toHaveAttribute(
      'href',
      '/pagamentos',
    )
  })

  it('at the limit sends who may not change the plan to an administrator, with no link', () => {
    renderCard({ plan: 'gratuito', used: 120, limit: 100, accepting: false }, false)
    expect(screen.getByText('120 de 100')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Currículos recebidos' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    )
    expect(screen.getByText('Peça a um administrador da empresa para mudar de plano.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('on ilimitado shows the count and "ilimitados" instead of a bar', () => {
    renderCard({ plan: 'ilimitado', used: 8421, limit: null, accepting: true })
    expect(screen.getByText('8.421')).toBeInTheDocument()
    expect(screen.getByText('currículos (plano Ilimitado: currículos ilimitados)')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
