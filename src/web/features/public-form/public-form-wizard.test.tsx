import { configure, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FormField } from '@/shared/forms/form-fields.ts'
import { PRIVACY_REQUIRED_MESSAGE } from '@/shared/forms/privacy-notice.ts'
import type { PublicForm } from '@/shared/forms/public-form-api.ts'
import { paths } from '@/shared/paths.ts'
import { PublicFormWizard } from './public-form-wizard.tsx'

function textField(id: string, stepNumber: number, label: string, extra: Partial<FormField> = {}): FormField {
  return {
    id,
    key: id,
    stepNumber,
    orderIndex: 0,
    label,
    type: 'texto',
    isMandatory: true,
    options: null,
    helpText: null,
    condition: null,
    subFields: null,
    settings: {},
    isSensitive: false,
    ...extra,
  }
}

const form: PublicForm = {
  companyName: 'Acme',
  title: 'Formulário de Candidatura',
  steps: [
    { number: 1, title: 'Dados Obrigatórios', fields: [textField('f1', 1, 'Nome Completo')] },
    {
      number: 2,
      title: 'Informações Pessoais',
      fields: [textField('f2', 2, 'Gênero', { isMandatory: false, isSensitive: true })],
    },
  ],
  accepting: true,
  notAcceptingMessage: null,
  privacyNotice: { version: 'v1', text: 'A Acme é a controladora dos dados pessoais.' },
}

// The wizard loads its validation and consent block on demand; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 })

function renderWizard(shown: PublicForm = form) {
  render(
    <MemoryRouter initialEntries={['/f/acme']}>
      <Routes>
        <Route path="/f/:slug" element={<PublicFormWizard slug="acme" form={shown} />} />
        <Route path={paths.formSubmitted} element={<h1>Formulário Enviado!</h1>} />
      </Routes>
    </MemoryRouter>,
  )
}

describe('PublicFormWizard', () => {
  beforeAll(async () => {
    await import('@/shared/forms/form-schema.ts')
    await import('./privacy-consent.tsx')
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('checks each step, asks for the consents and sends the answers', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup()
    const sent = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ id: 'x', status: 'novo', createdAt: '' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', sent)
    vi.stubGlobal('scrollTo', () => {})
    renderWizard()

    expect(screen.getByText('Etapa 1 de 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Nome Completo/ })).toHaveFocus()

    await user.type(screen.getByRole('textbox', { name: /Nome Completo/ }), 'Maria')
    expect(screen.queryByText('Campo obrigatório.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    expect(await screen.findByText('Etapa 2 de 2')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Informações Pessoais' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText(PRIVACY_REQUIRED_MESSAGE)).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()

    await user.click(screen.getByRole('checkbox', { name: /Li e aceito o aviso de privacidade/ }))
    await user.click(await screen.findByRole('checkbox', { name: /dados sensíveis/ }))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByRole('heading', { name: 'Formulário Enviado!' })).toBeInTheDocument()
    const [url, init] = sent.mock.calls[0]!
    expect(url).toBe('/api/public/forms/acme/submissions')
    expect(JSON.parse(String(init.body))).toMatchObject({
      values: { f1: 'Maria' },
      consent: { noticeVersion: 'v1', privacyAccepted: true, sensitiveDataAccepted: true },
      website: '',
    })
    await waitFor(() => expect(localStorage.length).toBe(0))
  })

  it('asks the sensitive-data consent before the sensitive questions: hidden and not required without it', {
    timeout: 30_000,
  }, async () => {
    const user = userEvent.setup()
    const sent = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ id: 'x', status: 'novo', createdAt: '' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    )
    vi.stubGlobal('fetch', sent)
    vi.stubGlobal('scrollTo', () => {})
    const sensitiveForm: PublicForm = {
      ...form,
      steps: [
        {
          number: 1,
          title: 'Dados Complementares',
          fields: [
            textField('f1', 1, 'Nome Completo'),
            textField('etnia', 1, 'Raça/Etnia', { orderIndex: 1, isSensitive: true }),
          ],
        },
        { number: 2, title: 'Formação', fields: [textField('f3', 2, 'Curso', { isMandatory: false })] },
      ],
    }
    renderWizard(sensitiveForm)

    const consent = await screen.findByRole('checkbox', { name: /dados sensíveis/ })
    expect(consent).not.toBeChecked()
    expect(screen.queryByRole('textbox', { name: /Raça\/Etnia/ })).not.toBeInTheDocument()

    // With the consent the question appears and is mandatory, as configured.
    await user.click(consent)
    await user.type(screen.getByRole('textbox', { name: /Nome Completo/ }), 'Maria')
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Raça\/Etnia/ })).toHaveFocus()
    await user.type(screen.getByRole('textbox', { name: /Raça\/Etnia/ }), 'Parda')

    // Taking it back hides the question again, and the step moves on without it.
    await user.click(consent)
    expect(screen.queryByRole('textbox', { name: /Raça\/Etnia/ })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Próximo' }))
    expect(await screen.findByText('Etapa 2 de 2')).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: /dados sensíveis/ })).not.toBeInTheDocument()

    await user.click(await screen.findByRole('checkbox', { name: /Li e aceito o aviso de privacidade/ }))
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByRole('heading', { name: 'Formulário Enviado!' })).toBeInTheDocument()
    const body = JSON.parse(String(sent.mock.calls[0]?.[1].body))
    expect(body.values).toEqual({ f1: 'Maria' })
    expect(body.consent).toMatchObject({ privacyAccepted: true, sensitiveDataAccepted: false })
  })

  it('shows the server’s field errors on the step they belong to', { timeout: 30_000 }, async () => {
    const user = userEvent.setup()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'VALIDATION',
                message: 'Nome inválido.',
                details: { fields: { f1: 'Nome inválido.' } },
              },
            }),
            { status: 422, headers: { 'content-type': 'application/json' } },
          ),
      ),
    )
    vi.stubGlobal('scrollTo', () => {})
    localStorage.setItem(
      'talentos:candidatura:acme',
      JSON.stringify({
        submissionId: 'a4b1c2d3-0000-4000-8000-000000000000',
        stepIndex: 1,
        values: { f1: 'Maria' },
        privacyAccepted: true,
        sensitiveDataAccepted: false,
      }),
    )
    renderWizard()
    expect(screen.getByText('Etapa 2 de 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(await screen.findByText('Etapa 1 de 2')).toBeInTheDocument()
    expect(await screen.findByText('Nome inválido.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Nome Completo/ })).toHaveFocus())
  })
})
