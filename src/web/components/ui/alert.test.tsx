import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Alert, AlertDescription, AlertTitle } from './alert.tsx'

describe('Alert', () => {
  it('is role="alert" in red for errors', () => {
    render(
      <Alert variant="destructive">
        <AlertTitle>Erro</AlertTitle>
        <AlertDescription>Email ou senha incorretos. Por favor, tente novamente.</AlertDescription>
      </Alert>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Email ou senha incorretos. Por favor, tente novamente.')
    expect(alert).toHaveClass('bg-red-50', 'text-red-800')
  })

  it('is a green status for success, not an alert', () => {
    render(<Alert variant="success">Enviamos as instruções para o seu email.</Alert>)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveClass('bg-green-50', 'text-green-800')
  })
})
