import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PublicForm } from '@/shared/forms/public-form-api.ts'
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@/shared/page-data.ts'
import { resetEmbeddedAnswer } from '@/web/lib/page-data.ts'
import { PublicFormPage } from './public-form-page.tsx'

const form: PublicForm = {
  companyName: 'Acme',
  title: 'Formulário de Candidatura',
  steps: [
    {
      number: 1,
      title: 'Dados Obrigatórios',
      fields: [
        {
          id: 'f1',
          key: 'nome_completo',
          stepNumber: 1,
          orderIndex: 0,
          label: 'Nome Completo',
          type: 'texto',
          isMandatory: true,
          options: null,
          helpText: null,
          condition: null,
          subFields: null,
          settings: {},
          isSensitive: false,
        },
      ],
    },
  ],
  accepting: true,
  notAcceptingMessage: null,
  privacyNotice: { version: 'v1', text: 'Aviso' },
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  )
}

function renderPage() {
  render(
    <MemoryRouter>
      <PublicFormPage slug="acme" />
    </MemoryRouter>,
  )
}

/** What the server puts into /f/acme's HTML (src/server/http/spa.ts), as the browser parses it. */
function embed(data: Partial<PageData>) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = PAGE_DATA_ELEMENT_ID
  element.textContent = JSON.stringify({
    url: '/api/public/forms/acme',
    page: '/f/acme',
    status: 200,
    body: form,
    ...data,
  })
  document.head.append(element)
  window.history.replaceState(null, '', '/f/acme')
}

describe('PublicFormPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove()
    window.history.replaceState(null, '', '/')
    resetEmbeddedAnswer()
  })

  it('shows the form the server put into the page at once, without asking the API', () => {
    embed({})
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderPage()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Formulário de Candidatura - Acme')
    expect(screen.getByText('Etapa 1 de 1')).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows "Formulário não encontrado" from the server\'s embedded 404 without asking the API', () => {
    embed({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Formulário não encontrado.' } } })
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderPage()
    expect(screen.getByRole('heading', { name: 'Formulário não encontrado' })).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks the API when the embedded answer is for another page (the visitor moved inside the app)', async () => {
    embed({ page: '/f/outra' })
    answer(200, { ...form, title: 'Formulário Atual' })
    renderPage()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Formulário Atual - Acme')
  })

  it('shows the spinner, then the title followed by the company and "Etapa 1 de 1"', async () => {
    answer(200, form)
    renderPage()
    expect(screen.getByRole('status')).toHaveTextContent('Carregando formulário...')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Formulário de Candidatura - Acme',
    )
    expect(screen.getByText('Etapa 1 de 1')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeDisabled()
  })

  it('says clearly when the company is not accepting applications', async () => {
    answer(200, { ...form, accepting: false, notAcceptingMessage: 'Inscrições encerradas por enquanto.' })
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('Inscrições encerradas por enquanto.')
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument()
  })

  it('shows "Formulário não encontrado" for an unknown slug', async () => {
    answer(404, { error: { code: 'NOT_FOUND', message: 'Formulário não encontrado.' } })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Formulário não encontrado' })).toBeInTheDocument()
    expect(screen.getByText('O formulário que você está procurando não existe.')).toBeInTheDocument()
  })

  it('offers to try again when the form cannot be loaded', async () => {
    answer(500, { error: { code: 'INTERNAL', message: 'x' } })
    renderPage()
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument()
  })

  it('says so when the company has no fields configured', async () => {
    answer(200, { ...form, steps: [] })
    renderPage()
    expect(await screen.findByText('Configuração do formulário não encontrada.')).toBeInTheDocument()
  })
})
