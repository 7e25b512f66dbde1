import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationDetail } from '@/shared/applications/api.ts'
import type { ApplicationPerson } from '@/shared/applications/persons.ts'
import type { Role } from '@/shared/roles.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { PersonTab } from './person-tab.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const detail = { id: 'app-1', name: 'Renata Alves' } as ApplicationDetail

const person: ApplicationPerson = {
  others: [
    {
      id: 'app-2',
      name: 'Renata A. Alves',
      status: 'aprovado',
      createdAt: '2026-11-20T12:00:00.000Z',
      source: 'importacao',
      jobTitle: 'Analista de RH',
    },
  ],
  resumes: [
    {
      applicationId: 'app-2',
      fileName: 'Renata A. Alves - currículo.pdf',
      format: 'pdf',
      sizeBytes: 2048,
      createdAt: '2026-11-20T12:00:00.000Z',
      downloadUrl: '/api/applications/app-2/resume',
    },
  ],
}

function user(role: Role): SessionUser {
  return {
    id: 'u1',
    email: 'ana@example.com',
    fullName: 'Ana',
    avatarUrl: null,
    role,
    company: { id: 'c1', name: 'Empresa', publicFormUrl: 'empresa', plan: 'basico' },
  }
}

function renderTab(role: Role, onOpenApplication = vi.fn()) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(person), { headers: { 'content-type': 'application/json' } }),
    ),
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PersonTab companyId="c1" detail={detail} user={user(role)} onOpenApplication={onOpenApplication} />
    </QueryClientProvider>,
  )
  return onOpenApplication
}

describe('PersonTab', () => {
  it('links the other applications, lists every CV version and offers "Mesclar" to admin', async () => {
    const onOpen = renderTab('admin')
    const other = await screen.findByRole('button', { name: 'Renata A. Alves' })
    expect(screen.getByText(/Analista de RH · Importado em 20\/11\/2026/)).toBeInTheDocument()
    fireEvent.click(other)
    expect(onOpen).toHaveBeenCalledWith('app-2')
    const download = screen.getByRole('link', { name: /Baixar/ })
    expect(download).toHaveAttribute('href', '/api/applications/app-2/resume')
    expect(screen.getByRole('button', { name: 'Mesclar com outra candidatura' })).toBeInTheDocument()
  })

  it('hides "Mesclar" from padrao (the server answers 403 anyway)', async () => {
    renderTab('padrao')
    await screen.findByRole('button', { name: 'Renata A. Alves' })
    expect(screen.queryByRole('button', { name: 'Mesclar com outra candidatura' })).toBeNull()
  })
})
