import { act, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionProvider } from '@/web/lib/session.tsx'
import { AuthCallback, REDIRECT_AFTER_CONFIRMATION_MS } from './auth-callback.tsx'

const me = {
  user: { id: 'u1', email: 'ana@empresa.com.br' },
  fullName: 'Ana Souza',
  role: 'admin',
  company: { id: 'c1', name: 'Padaria Pão Quente', publicFormUrl: 'padaria-pao-quente', plan: 'gratuito' },
}

function renderCallback(url: string, signedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      signedIn
        ? new Response(JSON.stringify({ session: me }), { status: 200 })
        : new Response(JSON.stringify({ session: null }), { status: 200 }),
    ),
  )
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/auth/callback" element={<AuthCallback />} />
          <Route path="/dashboard" element={<p>Painel aberto</p>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('AuthCallback', () => {
  it('shows "Email confirmado!" and opens the dashboard after 3 s, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    renderCallback('/auth/callback', true)
    expect(screen.getByRole('heading', { name: 'Processando confirmação...' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Email confirmado!' })).toBeInTheDocument()
    expect(screen.getByText('Redirecionando para o painel...')).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_CONFIRMATION_MS - 100))
    expect(screen.queryByText('Painel aberto')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(screen.getByText('Painel aberto')).toBeInTheDocument()
  })

  it('shows the invalid-link error at once when the server sent ?error', () => {
    renderCallback('/auth/callback?error=INVALID_TOKEN', false)
    expect(screen.getByRole('heading', { name: 'Erro de confirmação' })).toBeInTheDocument()
    expect(screen.getByText('Link de confirmação inválido ou expirado.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar para o cadastro' })).toHaveAttribute(
      'href',
      '/cadastre-se',
    )
  })

  it('says the login could not be confirmed when no session came back', async () => {
    renderCallback('/auth/callback', false)
    expect(await screen.findByText('Não foi possível confirmar o login.')).toBeInTheDocument()
  })
})
