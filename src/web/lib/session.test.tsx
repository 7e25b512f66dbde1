import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionProvider, useSession } from './session.tsx'

const me = {
  user: { id: 'u1', email: 'ana@empresa.com.br' },
  fullName: 'Ana Souza',
  role: 'admin',
  company: { id: 'c1', name: 'Padaria Pão Quente', publicFormUrl: 'padaria-pao-quente' },
}

/** A fake server: /api/me answers as `signedIn` says; sign-out ends the session. */
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
        ? new Response(JSON.stringify(me), { status: 200 })
        : new Response('{"error":{"code":"UNAUTHORIZED","message":"x"}}', { status: 401 })
    }),
  )
  return server
}

function Probe() {
  const session = useSession()
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

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('SessionProvider', () => {
  it('is loading, then signed in with the user and company from /api/me', async () => {
    fakeServer(true)
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    )
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('Ana Souza · Padaria Pão Quente')).toBeInTheDocument()
  })

  it('is signed out when /api/me answers 401', async () => {
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

  it('reads the session again when the window regains focus', async () => {
    const server = fakeServer(true)
    render(
      <SessionProvider>
        <Probe />
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
