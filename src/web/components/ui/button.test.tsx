import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    render(<Button>Salvar</Button>)
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('type', 'button')
  })

  it('while loading keeps its text, shows a spinner, is busy and cannot be clicked', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Entrando...
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Entrando...' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button.querySelector('.animate-spin')).not.toBeNull()
    // The button text already says it is busy: the spinner must not add a second announcement.
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('renders its child link with the button styles when asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/entrar">Entrar</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Entrar' })
    expect(link).toHaveClass('border-border')
    expect(link).not.toHaveAttribute('type')
  })
})
