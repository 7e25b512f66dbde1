import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge } from './badge.tsx'

describe('Badge', () => {
  it.each([
    ['outline', 'novo', ['border-border', 'bg-white']],
    ['warning', 'pendente', ['bg-yellow-100', 'text-yellow-800']],
    ['success', 'aprovado', ['bg-green-100', 'text-green-800']],
    ['destructive-outline', 'reprovado', ['border-destructive', 'text-destructive', 'bg-white']],
    ['destructive', 'Erro', ['bg-destructive', 'text-destructive-foreground']],
    ['secondary', 'Premium', ['bg-brand-50', 'text-brand-800']],
  ] as const)('renders the %s variant (%s) in its colours', (variant, text, classes) => {
    render(<Badge variant={variant}>{text}</Badge>)
    const badge = screen.getByText(text)
    expect(badge).toHaveAttribute('data-variant', variant)
    expect(badge).toHaveClass(...classes)
  })

  it('uses the primary colours by default and merges extra classes', () => {
    render(<Badge className="px-4">Administrador</Badge>)
    const badge = screen.getByText('Administrador')
    expect(badge).toHaveClass('bg-primary', 'px-4')
    expect(badge).not.toHaveClass('px-2.5')
  })
})
