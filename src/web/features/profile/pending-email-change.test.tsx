import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '@/shared/format.ts'
import { PendingEmailChangeNotice } from './pending-email-change.tsx'

/** A fake server holding one member's pending change; answers the three routes as the API does. */
function renderNotice(initial: { newEmail: string; expiresAt: string } | null) {
  let pending = initial
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${input}`
      calls.push(call)
      if (call === 'GET /api/profile/email') return Response.json({ pending })
      if (call === 'POST /api/profile/email/resend') {
        if (!pending)
          return Response.json(
            { error: { code: 'NOT_FOUND', message: 'Não há alteração de e-mail pendente.' } },
            { status: 404 },
          )
        pending = { ...pending, expiresAt: '2026-11-25T12:00:00.000Z' }
        return Response.json({ pendingEmail: pending.newEmail }, { status: 202 })
      }
      if (call === 'DELETE /api/profile/email') {
        pending = null
        return new Response(null, { status: 204 })
      }
      return new Response('{}', { status: 404 })
    }),
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PendingEmailChangeNotice userId="u1" />
    </QueryClientProvider>,
  )
  return calls
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PendingEmailChangeNotice', () => {
  it('shows nothing without a pending change', async () => {
    const calls = renderNotice(null)
    await vi.waitFor(() => expect(calls).toContain('GET /api/profile/email'))
    expect(screen.queryByRole('status', { name: 'Confirmação pendente' })).not.toBeInTheDocument()
  })

  it('shows the new address and until when the link works (local dd/MM/yyyy HH:mm)', async () => {
    const expiresAt = new Date(2026, 10, 24, 9, 5)
    renderNotice({ newEmail: 'novo@empresa.com.br', expiresAt: expiresAt.toISOString() })
    const notice = await screen.findByRole('status', { name: 'Confirmação pendente' })
    expect(notice).toHaveTextContent(
      'Enviamos um link para novo@empresa.com.br (válido até 24/11/2026 09:05). Seu e-mail só muda quando você abrir o link.',
    )
  })

  it('"Reenviar link" asks for a new link and reads the expiry again', async () => {
    const calls = renderNotice({ newEmail: 'novo@empresa.com.br', expiresAt: '2026-11-24T12:00:00.000Z' })
    const notice = await screen.findByRole('status', { name: 'Confirmação pendente' })
    await userEvent.click(within(notice).getByRole('button', { name: 'Reenviar link' }))
    await vi.waitFor(() => expect(calls.filter((call) => call === 'GET /api/profile/email')).toHaveLength(2))
    expect(calls).toContain('POST /api/profile/email/resend')
    await vi.waitFor(() =>
      expect(notice).toHaveTextContent(`válido até ${formatDateTime('2026-11-25T12:00:00.000Z')}`),
    )
  })

  it('"Cancelar alteração" deletes the pending change and the notice goes away', async () => {
    const calls = renderNotice({ newEmail: 'novo@empresa.com.br', expiresAt: '2026-11-24T12:00:00.000Z' })
    const notice = await screen.findByRole('status', { name: 'Confirmação pendente' })
    await userEvent.click(within(notice).getByRole('button', { name: 'Cancelar alteração' }))
    await vi.waitFor(() => expect(notice).not.toBeInTheDocument())
    expect(calls).toContain('DELETE /api/profile/email')
  })
})
