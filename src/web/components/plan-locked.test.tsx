import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Role } from '@/shared/roles.ts'
import { SessionProvider, useSession } from '@/web/lib/session.tsx'
import { PlanLocked } from './plan-locked.tsx'

function signedInAs(role: Role) {
  const session = {
    user: { id: 'u1', email: 'ana@empresa.com.br' },
    fullName: 'Ana Souza',
    avatarUrl: null,
    role,
    company: { id: 'c1', name: 'Padaria', publicFormUrl: 'padaria', plan: 'gratuito' },
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ session }), { status: 200 })),
  )
}

/** The admin area reads the session; PlanLocked follows it. */
function AdminArea({ children }: { children: React.ReactNode }) {
  const session = useSession()
  return session.status === 'signed-in' ? children : null
}

function renderLocked(role: Role) {
  signedInAs(role)
  render(
    <SessionProvider>
      <MemoryRouter>
        <AdminArea>
          <PlanLocked feature="tags" />
        </AdminArea>
      </MemoryRouter>
    </SessionProvider>,
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PlanLocked', () => {
  it('names the plan from the table and links an admin to /pagamentos', async () => {
    renderLocked('admin')
    expect(await screen.findByText('Disponível a partir do plano Básico.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/pagamentos')
  })

  it('tells a member who cannot manage billing to ask an administrator, without a link', async () => {
    renderLocked('padrao')
    expect(await screen.findByText('Disponível a partir do plano Básico.')).toBeInTheDocument()
    expect(screen.getByText('Peça a um administrador da empresa para mudar de plano.')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
