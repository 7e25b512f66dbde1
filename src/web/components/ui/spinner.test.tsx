import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Spinner } from './spinner.tsx'

describe('Spinner', () => {
  it('is announced as a status named "Carregando..."', () => {
    render(<Spinner />)
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...')
  })

  it('takes a custom label', () => {
    render(<Spinner label="Enviando formulário..." />)
    expect(screen.getByRole('status')).toHaveTextContent('Enviando formulário...')
  })

  it('stays silent when aria-hidden', () => {
    const { container } = render(<Spinner aria-hidden />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    expect(container).not.toHaveTextContent('Carregando...')
  })
})
