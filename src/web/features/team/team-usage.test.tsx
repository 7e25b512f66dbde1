import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TeamUsageMeter, teamUsageText } from './team-usage.tsx'

describe('teamUsageText', () => {
  it('reads "used of limit" with the plan, singular for a limit of 1', () => {
    expect(teamUsageText({ used: 1, limit: 1, planName: 'Gratuito' })).toBe('1 de 1 usuário (plano Gratuito)')
    expect(teamUsageText({ used: 2, limit: 2, planName: 'Básico' })).toBe('2 de 2 usuários (plano Básico)')
  })

  it('says "usuários ilimitados" on a plan without a limit', () => {
    expect(teamUsageText({ used: 1234, limit: null, planName: 'Ilimitado' })).toBe(
      '1.234 usuários (plano Ilimitado: usuários ilimitados)',
    )
  })
})

describe('TeamUsageMeter', () => {
  it('labels its bar with the usage text', () => {
    render(<TeamUsageMeter usage={{ used: 3, limit: 6, planName: 'Profissional' }} />)
    const bar = screen.getByRole('progressbar', { name: '3 de 6 usuários (plano Profissional)' })
    expect(bar).toHaveAttribute('aria-valuenow', '3')
    expect(bar).toHaveAttribute('aria-valuemax', '6')
  })

  it('has no bar on ilimitado', () => {
    render(<TeamUsageMeter usage={{ used: 3, limit: null, planName: 'Ilimitado' }} />)
    expect(screen.getByText('3 usuários (plano Ilimitado: usuários ilimitados)')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
