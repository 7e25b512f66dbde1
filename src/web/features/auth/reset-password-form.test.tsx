import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REDIRECT_AFTER_RESET_MS, ResetPasswordForm } from './reset-password-form.tsx'

function renderReset(url: string, resetAnswer: { status: number; body: unknown }) {
  const calls: { url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push({ url: input, body: init?.body ? JSON.parse(String(init.body)) : undefined })
      if (input === '/api/auth/reset-password') {
        return new Response(JSON.stringify(resetAnswer.body), { status: resetAnswer.status })
      }
      return new Response('{}', { status: 401 })
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/redefinir-senha" element={<ResetPasswordForm />} />
          <Route path="/entrar" element={<p>Página de login</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return calls
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function submit(password: string, confirmation: string) {
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {})
  await user.type(screen.getByLabelText('Nova senha'), password)
  await user.type(screen.getByLabelText('Confirme a nova senha'), confirmation)
  await user.click(screen.getByRole('button', { name: 'Redefinir Senha' }))
}

describe('ResetPasswordForm', () => {
  it('sends the token and new password, shows success and opens /entrar after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const calls = renderReset('/redefinir-senha?token=abc123', { status: 200, body: { status: true } })
    await submit('nova-senha-456', 'nova-senha-456')

    expect(await screen.findByText('Senha redefinida com sucesso!')).toBeInTheDocument()
    expect(calls.find((call) => call.url === '/api/auth/reset-password')?.body).toEqual({
      token: 'abc123',
      newPassword: 'nova-senha-456',
    })
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_RESET_MS - 100))
    expect(screen.queryByText('Página de login')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(screen.getByText('Página de login')).toBeInTheDocument()
  })

  it('says the link is invalid when the server refuses the token', async () => {
    renderReset('/redefinir-senha?token=abc123', {
      status: 400,
      body: { error: { code: 'INVALID_TOKEN', message: 'Link inválido.' } },
    })
    await submit('nova-senha-456', 'nova-senha-456')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O link de redefinição é inválido ou expirou. Solicite um novo link.',
    )
  })

  it('shows "Link de redefinição de senha inválido ou expirado." at once without a token', () => {
    renderReset('/redefinir-senha', { status: 200, body: {} })
    expect(screen.getByRole('alert')).toHaveTextContent('Link de redefinição de senha inválido ou expirado.')
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument()
  })
})
