import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationResume } from '@/shared/applications/api.ts'
import { EMPTY_PARSED_RESUME } from '@/shared/resumes/parsed-resume.ts'
import { ParsedDataPanel } from './parsed-data-panel.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const resume: ApplicationResume = {
  fileName: 'curriculo-ana-souza.pdf',
  format: 'pdf',
  sizeBytes: 2048,
  downloadUrl: '/api/applications/a1/resume',
  viewUrl: '/api/applications/a1/resume/view',
  htmlUrl: null,
  parsed: {
    ...EMPTY_PARSED_RESUME,
    name: 'Ana Souza',
    phone: '(11) 98765-1234',
    email: 'ana@example.com',
    skills: ['Excel'],
  },
  corrections: { email: 'ana.souza@empresa.com.br' },
  text: 'Ana Souza',
}

function renderPanel(canEdit: boolean) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ParsedDataPanel companyId="c1" applicationId="a1" resume={resume} canEdit={canEdit} />
    </QueryClientProvider>,
  )
}

describe('Dados extraídos do currículo', () => {
  it('shows the corrected value over the parsed one, marked "corrigido"', () => {
    renderPanel(false)
    expect(screen.getByText('ana.souza@empresa.com.br')).toBeInTheDocument()
    expect(screen.queryByText('ana@example.com')).not.toBeInTheDocument()
    expect(screen.getAllByText('corrigido')).toHaveLength(1)
    // padrao reviews only: no "Revisar dados".
    expect(screen.queryByRole('button', { name: 'Revisar dados' })).not.toBeInTheDocument()
  })

  it('"Revisar dados" sends every field, the skills split by comma, and refuses a bad phone first', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ corrections: { phone: '(11) 3456-7890' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', fetch)
    renderPanel(true)
    fireEvent.click(screen.getByRole('button', { name: 'Revisar dados' }))
    const phone = screen.getByLabelText('Telefone')
    fireEvent.change(phone, { target: { value: '3456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar correções' }))
    expect(await screen.findByText('Informe o telefone no formato (00) 00000-0000.')).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()

    fireEvent.change(phone, { target: { value: '11 3456-7890' } })
    fireEvent.change(screen.getByLabelText('Habilidades'), { target: { value: 'Excel, Power BI;  SAP' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar correções' }))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/applications/a1/resume-data')
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.souza@empresa.com.br',
      phone: '(11) 3456-7890',
      cpf: null,
      skills: ['Excel', 'Power BI', 'SAP'],
    })
    expect(await screen.findByRole('button', { name: 'Revisar dados' })).toBeInTheDocument()
  })
})
