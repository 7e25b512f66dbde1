import { render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionProvider } from '@/web/lib/session.tsx'
import { ConfirmEmailChangePage } from './confirm-email-change.tsx'

const me = {
  user: { id: 'u1', email: 'novo@empresa.com.br' },
  fullName: 'Ana Souza',
  avatarUrl: null,
  role: 'padrao',
  company: { id: 'c1', name: 'Padaria Pão Quente', publicFormUrl: 'padaria-pao-quente', plan: 'gratuito' },
}

/** A fake server: the confirm call answers `confirm`; /api/session answers as `signedIn` says. */
function renderPage(url: string, options: { confirm: Response; signedIn: boolean }) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${input} ${init?.body ?? ''}`.trim())
      if (input === '/api/profile/email/confirm') return options.confirm.clone()
      return options.signedIn
        ? new Response(JSON.stringify({ session: me }), { status: 200 })
        : new Response(JSON.stringify({ session: null }), { status: 200 })
    }),
  )
  render(
    <StrictMode>
      <SessionProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/confirmar-email" element={<ConfirmEmailChangePage />} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </StrictMode>,
  )
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ConfirmEmailChangePage', () => {
  it('confirms the single-use link once (even in StrictMode) and says the e-mail changed', async () => {
    const calls = renderPage('/confirmar-email?token=abc', {
      confirm: new Response(JSON.stringify({ email: 'novo@empresa.com.br' }), { status: 200 }),
      signedIn: true,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'E-mail alterado com sucesso' }),
    ).toBeInTheDocument()
    expect(screen.getByText('novo@empresa.com.br')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Ir para o perfil' })).toHaveAttribute('href', '/perfil')
    expect(calls.filter((call) => call.startsWith('POST /api/profile/email/confirm'))).toEqual([
      'POST /api/profile/email/confirm {"token":"abc"}',
    ])
  })

  it('shows the server’s message for a used or expired link and offers the login when signed out', async () => {
    renderPage('/confirmar-email?token=usado', {
      confirm: new Response(
        JSON.stringify({
          error: {
            code: 'NOT_FOUND',
            message:
              'Link de confirmação inválido, expirado ou já utilizado. Solicite a alteração novamente.',
          },
        }),
        { status: 404 },
      ),
      signedIn: false,
    })
    expect(
      await screen.findByText(
        'Link de confirmação inválido, expirado ou já utilizado. Solicite a alteração novamente.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/entrar')
  })

  it('refuses a link without a token without calling the server', async () => {
    const calls = renderPage('/confirmar-email', { confirm: new Response('{}'), signedIn: false })
    expect(
      await screen.findByText(
        'Link de confirmação inválido, expirado ou já utilizado. Solicite a alteração novamente.',
      ),
    ).toBeInTheDocument()
    expect(calls.some((call) => call.includes('/api/profile/email/confirm'))).toBe(false)
  })
})
