import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionProvider, useSession, useSessionActions } from './session.tsx'

const me = {
  user: { id: 'u1', email: 'ana@empresa.com.br' },
  fullName: 'Ana Souza',
  role: 'admin',
  company: { id: 'c1', name: 'Padaria Pão Quente', publicFormUrl: 'padaria-pao-quente', plan: 'gratuito' },
}

/** A fake server: /api/session answers as `signedIn` says; sign-out ends the session. */
function fakeServer(initiallySignedIn: boolean) {
  const server = { signedIn: initiallySignedIn, calls: [] as string[] }
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      server.calls.push(`${init?.method ?? 'GET'} ${url}`)
      if (url === '/api/auth/sign-out') {
        server.signedIn = false
        return new Response('{"success":true}', { status: 200 })
      }
      return server.signedIn
        ? new Response(JSON.stringify({ session: me }), { status: 200 })
        : new Response(JSON.stringify({ session: null }), { status: 200 })
    }),
  )
  return server
}

function Probe({ keepFresh = false }: { keepFresh?: boolean }) {
  const session = useSession({ keepFresh })
  return (
    <div>
      <p>
        {session.status === 'signed-in'
          ? `${session.user.fullName} · ${session.user.company.name}`
          : session.status}
      </p>
      <button type="button" onClick={() => void session.signOut()}>
        Sair
      </button>
    </div>
  )
}

/** Like /entrar: acts on the session (refresh after sign-in) without reading it. */
function SignInLike() {
  const { refresh } = useSessionActions()
  return (
    <button type="button" onClick={() => void refresh()}>
      Entrar
    </button>
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('SessionProvider', () => {
  it('is loading, then signed in with the user and company from /api/session', async () => {
    fakeServer(true)
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    )
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('Ana Souza · Padaria Pão Quente')).toBeInTheDocument()
  })

  it('is signed out when /api/session answers { session: null }', async () => {
    fakeServer(false)
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    )
    expect(await screen.findByText('signed-out')).toBeInTheDocument()
  })

  it('signs out on the server and then shows signed out', async () => {
    const server = fakeServer(true)
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    )
    await screen.findByText('Ana Souza · Padaria Pão Quente')
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }))
    expect(await screen.findByText('signed-out')).toBeInTheDocument()
    expect(server.calls).toContain('POST /api/auth/sign-out')
  })

  it('asks nothing while no component reads the session (a visitor on /entrar, a candidate)', async () => {
    const server = fakeServer(false)
    render(
      <SessionProvider>
        <SignInLike />
      </SessionProvider>,
    )
    window.dispatchEvent(new Event('focus'))
    const otherTab = new BroadcastChannel('talentos-session')
    otherTab.postMessage('changed')
    otherTab.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.calls).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expect(server.calls).toEqual(['GET /api/session']))
  })

  it('reads the session once for a reader, and not again on focus unless it keeps it fresh', async () => {
    const server = fakeServer(true)
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    )
    await screen.findByText('Ana Souza · Padaria Pão Quente')
    window.dispatchEvent(new Event('focus'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(server.calls).toEqual(['GET /api/session'])
  })

  it('reads the session again when the window regains focus (keepFresh: the admin area)', async () => {
    const server = fakeServer(true)
    render(
      <SessionProvider>
        <Probe keepFresh />
      </SessionProvider>,
    )
    await screen.findByText('Ana Souza · Padaria Pão Quente')
    server.signedIn = false
    window.dispatchEvent(new Event('focus'))
    expect(await screen.findByText('signed-out')).toBeInTheDocument()
  })

  it('reads the session again when another tab announces a change', async () => {
    const server = fakeServer(false)
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    )
    await screen.findByText('signed-out')
    server.signedIn = true
    const otherTab = new BroadcastChannel('talentos-session')
    otherTab.postMessage('changed')
    otherTab.close()
    await waitFor(() => expect(screen.getByText('Ana Souza · Padaria Pão Quente')).toBeInTheDocument())
  })
})
