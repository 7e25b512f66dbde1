import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { EditableForm, EditorStep, FormSave } from '../../../shared/forms/form-editor.ts'
import { MAX_GROUP_ENTRIES, MAX_SUB_FIELDS } from '../../../shared/forms/form-fields.ts'
import type { PublicForm } from '../../../shared/forms/public-form-api.ts'
import { TEST_ORIGIN, uniqueIp } from '../../test/accounts.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  setRole,
  submitTestApplication,
} from '../../test/applications.ts'
import { injectAs } from '../../test/inject.ts'
import { consent, getForm, validAnswers } from '../public-form/test-support.ts'

let ctx: TestContext
/** A fresh company per case: every case edits its own form. */
let acme: SignedInCompany

function call(method: 'GET' | 'PUT', cookie: string | undefined, payload?: unknown) {
  return injectAs(ctx.app, { method, url: '/api/forms', as: cookie, payload })
}

async function load(company = acme): Promise<EditableForm> {
  const response = await call('GET', company.cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

function toSave(form: EditableForm): FormSave {
  return {
    version: form.version,
    title: form.title,
    steps: form.steps.map(
      (step): EditorStep => ({
        title: step.title,
        fields: step.fields.map(({ id: _id, stepNumber: _s, orderIndex: _o, ...field }) => field),
      }),
    ),
  }
}

/** The default form's "Experiência Profissional" group in a draft. */
function experienceGroup(draft: FormSave): EditorStep['fields'][number] {
  const group = draft.steps.flatMap((step) => step.fields).find((field) => field.key === 'experiencia')
  if (!group) throw new Error('no experience group')
  return group
}

function newField(
  key: string,
  overrides: Partial<EditorStep['fields'][number]> = {},
): EditorStep['fields'][number] {
  return {
    key,
    label: `Campo ${key}`,
    type: 'texto',
    isMandatory: false,
    options: null,
    helpText: null,
    condition: null,
    subFields: null,
    settings: {},
    isSensitive: false,
    ...overrides,
  }
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})

beforeEach(async () => {
  acme = await createSignedInCompany(ctx, { companyName: 'Acme Formulários' })
})

afterAll(async () => {
  await ctx?.close()
})

describe('GET /api/forms', () => {
  it("answers the caller's form with its version, the default 8 steps", async () => {
    const form = await load()
    expect(form.version).toBe(1)
    expect(form.steps.map((step) => step.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(form.steps[0]?.fields.map((field) => field.key)).toEqual([
      'cpf',
      'nome_completo',
      'email',
      'senha',
    ])
  })

  it('refuses without a session (401) and for the padrao role (403)', async () => {
    expect((await call('GET', undefined)).statusCode).toBe(401)
    const padrao = await createSignedInCompany(ctx, { companyName: 'Padrão Formulários' })
    await setRole(ctx.database.db, padrao.userId, 'padrao')
    const get = await call('GET', padrao.cookie)
    expect(get.statusCode).toBe(403)
    const put = await call('PUT', padrao.cookie, toSave(await load(acme)))
    expect(put.statusCode).toBe(403)
    expect(put.json().error.message).toBe('Você não tem permissão para realizar esta ação.')
  })
})

describe('PUT /api/forms', () => {
  it('saves the whole form: a dropdown on step 2, reordered, a renamed step; the public form follows', async () => {
    const form = await load()
    const draft = toSave(form)
    const step2 = draft.steps[1]
    if (!step2) throw new Error('no step 2')
    const motherId = form.steps[1]?.fields.find((field) => field.key === 'nome_mae')?.id
    step2.title = 'Sobre você'
    step2.fields.unshift(newField('turno', { type: 'dropdown', label: 'Turno', options: ['Manhã', 'Tarde'] }))
    const saved = await call('PUT', acme.cookie, draft)
    expect(saved.statusCode, saved.body).toBe(200)
    const body: EditableForm = saved.json()
    expect(body.version).toBe(2)
    expect(body.steps[1]?.title).toBe('Sobre você')
    expect(body.steps[1]?.fields[0]).toMatchObject({
      key: 'turno',
      options: ['Manhã', 'Tarde'],
      orderIndex: 0,
    })
    // A kept field keeps its id: stored answers refer to it.
    expect(body.steps[1]?.fields.find((field) => field.key === 'nome_mae')?.id).toBe(motherId)

    const pub = await ctx.app.inject({ method: 'GET', url: `/api/public/forms/${acme.slug}` })
    const publicForm: PublicForm = pub.json()
    expect(publicForm.steps[1]?.title).toBe('Sobre você')
    expect(publicForm.steps[1]?.fields[0]?.label).toBe('Turno')
  })

  it('removes steps and fields and renumbers the steps', async () => {
    const draft = toSave(await load())
    draft.steps = draft.steps.slice(0, 3)
    draft.steps[2] = { title: 'Extra', fields: [newField('observacao', { type: 'other' })] }
    const saved = await call('PUT', acme.cookie, draft)
    expect(saved.statusCode, saved.body).toBe(200)
    const form = await load()
    expect(form.steps.map((step) => step.title)).toEqual([
      'Dados Obrigatórios',
      'Informações Pessoais',
      'Extra',
    ])
    expect(form.steps[2]?.fields.map((field) => field.key)).toEqual(['observacao'])
  })

  it('refuses a save based on an older version (409) and changes nothing', async () => {
    const form = await load()
    const first = toSave(form)
    const second = toSave(form)
    first.title = 'Primeiro'
    second.title = 'Segundo'
    expect((await call('PUT', acme.cookie, first)).statusCode).toBe(200)
    const stale = await call('PUT', acme.cookie, second)
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.message).toBe(
      'Este formulário foi alterado por outra pessoa. Recarregue a página para ver a versão atual.',
    )
    expect((await load()).title).toBe('Primeiro')
  })

  it('of two concurrent saves on one version, exactly one wins', async () => {
    const form = await load()
    const drafts = ['A', 'B'].map((name) => ({ ...toSave(form), title: `Concorrente ${name}` }))
    const answers = await Promise.all(drafts.map((draft) => call('PUT', acme.cookie, draft)))
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const after = await load()
    expect(after.version).toBe(form.version + 1)
  })

  const invalid: [string, (draft: FormSave) => void, string][] = [
    [
      'an empty label',
      (draft) => draft.steps[1]?.fields.push(newField('vazio', { label: '  ' })),
      'Todos os campos precisam de um rótulo.',
    ],
    [
      'a dropdown without options',
      (draft) =>
        draft.steps[1]?.fields.push(newField('lista', { type: 'dropdown', label: 'Lista', options: [] })),
      'O campo "Lista" precisa de pelo menos uma opção.',
    ],
    [
      'a duplicate key',
      (draft) => draft.steps[1]?.fields.push(newField('nome_mae')),
      'Há mais de um campo com a chave "nome_mae".',
    ],
    [
      'a fixed field removed',
      (draft) => {
        const step1 = draft.steps[0]
        if (step1) step1.fields = step1.fields.filter((field) => field.key !== 'email')
      },
      'O campo "E-mail" da etapa 1 é obrigatório e não pode ser removido.',
    ],
    [
      'a fixed field made optional',
      (draft) => {
        const cpf = draft.steps[0]?.fields.find((field) => field.key === 'cpf')
        if (cpf) cpf.isMandatory = false
      },
      'O campo "CPF" da etapa 1 é obrigatório e não pode ser removido.',
    ],
    [
      'a fixed field moved to another step',
      (draft) => {
        const step1 = draft.steps[0]
        const password = step1?.fields.find((field) => field.key === 'senha')
        if (!step1 || !password) return
        step1.fields = step1.fields.filter((field) => field !== password)
        draft.steps[1]?.fields.push(password)
      },
      'O campo "Senha" da etapa 1 é obrigatório e não pode ser removido.',
    ],
    [
      'an empty step',
      (draft) => draft.steps.push({ title: 'Nova', fields: [] }),
      'A etapa 9 não tem campos. Adicione um campo ou remova a etapa.',
    ],
    [
      'a condition on a missing field',
      (draft) =>
        draft.steps[1]?.fields.push(
          newField('cond', { label: 'Cond', condition: { fieldKey: 'nada', equals: true } }),
        ),
      'A condição do campo "Cond" aponta para um campo inexistente.',
    ],
    [
      'a second password field',
      (draft) => draft.steps[1]?.fields.push(newField('senha2', { type: 'senha' })),
      'O tipo senha é reservado ao campo Senha da etapa 1.',
    ],
  ]

  it.each(invalid)('refuses %s with 422 and a pt-BR message', async (_name, change, message) => {
    const before = await load()
    const draft = toSave(before)
    change(draft)
    const answer = await call('PUT', acme.cookie, draft)
    expect(answer.statusCode, answer.body).toBe(422)
    expect(answer.json().error.message).toBe(message)
    expect((await load()).version).toBe(before.version)
  })

  it('refuses malformed bodies with 400, never 500', async () => {
    const draft = toSave(await load())
    for (const body of [
      {},
      { ...draft, version: 'x' },
      { ...draft, steps: [{ title: 'x', fields: [{ key: 'A B' }] }] },
    ]) {
      const answer = await call('PUT', acme.cookie, body)
      expect(answer.statusCode).toBe(400)
      expect(answer.json().error.message).toBe('Dados inválidos. Verifique os campos e tente novamente.')
    }
  })

  it("never touches another company's form", async () => {
    const other = await createSignedInCompany(ctx, { companyName: 'Outra Formulários' })
    const mine = await load(acme)
    const theirs = await load(other)
    const draft = toSave(theirs)
    draft.title = 'Da outra empresa'
    expect((await call('PUT', other.cookie, draft)).statusCode).toBe(200)
    const after = await load(acme)
    expect(after.title).toBe(mine.title)
    expect(after.version).toBe(mine.version)
    expect((await load(other)).steps).toHaveLength(8)
  })
})

describe('editing a repeatable group', () => {
  let company: SignedInCompany
  beforeEach(async () => {
    company = await createSignedInCompany(ctx, { companyName: 'Grupos Formulários' })
  })

  const invalidGroups: [string, (draft: FormSave) => void, string][] = [
    [
      'a group without sub-fields',
      (draft) => {
        const group = experienceGroup(draft)
        group.subFields = []
      },
      'O grupo "Experiência Profissional" precisa de pelo menos um subcampo.',
    ],
    [
      'a group with two sub-fields of one key',
      (draft) =>
        experienceGroup(draft).subFields?.push({
          key: 'empresa',
          label: 'Empresa anterior',
          type: 'texto',
          isMandatory: false,
        }),
      'O grupo "Experiência Profissional" tem mais de um subcampo com a chave "empresa".',
    ],
    [
      'a sub-field of a type groups do not take',
      (draft) =>
        experienceGroup(draft).subFields?.push({
          key: 'foto_cracha',
          label: 'Foto do crachá',
          type: 'foto',
          isMandatory: false,
        }),
      'O subcampo "Foto do crachá" do grupo "Experiência Profissional" tem um tipo que não é permitido em grupos.',
    ],
    [
      'a sub-field of a type that does not exist',
      (draft) =>
        experienceGroup(draft).subFields?.push({
          key: 'misterio',
          label: 'Mistério',
          type: 'inexistente',
          isMandatory: false,
        }),
      'O subcampo "Mistério" do grupo "Experiência Profissional" tem um tipo que não é permitido em grupos.',
    ],
    [
      `a group with more than ${MAX_SUB_FIELDS} sub-fields`,
      (draft) =>
        experienceGroup(draft).subFields?.push(
          ...Array.from({ length: MAX_SUB_FIELDS }, (_, index) => ({
            key: `extra_${index}`,
            label: `Extra ${index}`,
            type: 'texto',
            isMandatory: false,
          })),
        ),
      `O grupo "Experiência Profissional" pode ter no máximo ${MAX_SUB_FIELDS} subcampos.`,
    ],
    [
      'a group allowing no entries',
      (draft) => {
        const group = experienceGroup(draft)
        group.settings = { ...group.settings, maxEntries: 0 }
      },
      `O número máximo de itens do grupo "Experiência Profissional" deve ser um número inteiro de 1 a ${MAX_GROUP_ENTRIES}.`,
    ],
  ]

  it.each(invalidGroups)('refuses %s with 422 and a pt-BR message', async (_name, change, message) => {
    const before = await load(company)
    const draft = toSave(before)
    change(draft)
    const answer = await call('PUT', company.cookie, draft)
    expect(answer.statusCode, answer.body).toBe(422)
    expect(answer.json().error.message).toBe(message)
    expect((await load(company)).version).toBe(before.version)
  })

  it('saves added, removed and reordered sub-fields and a new maximum; the public form validates them', async () => {
    const draft = toSave(await load(company))
    const group = experienceGroup(draft)
    const kept = (group.subFields ?? []).filter((sub) => sub.key !== 'descricao')
    group.subFields = [
      ...kept.slice(0, 2).reverse(),
      {
        key: 'regime',
        label: ' Regime de contratação ',
        type: 'dropdown',
        isMandatory: true,
        options: ['CLT', ' PJ ', ''],
        placeholder: 'ignorado',
      },
      ...kept.slice(2),
    ]
    group.settings = { ...group.settings, maxEntries: 2 }
    const saved = await call('PUT', company.cookie, draft)
    expect(saved.statusCode, saved.body).toBe(200)

    const form = await getForm(ctx.app, company.slug)
    const experience = form.steps[7]?.fields.find((field) => field.key === 'experiencia')
    expect(experience?.settings.maxEntries).toBe(2)
    expect(experience?.subFields).toEqual([
      { key: 'cargo', label: 'Cargo', type: 'texto', isMandatory: true },
      { key: 'empresa', label: 'Empresa', type: 'texto', isMandatory: true },
      {
        key: 'regime',
        label: 'Regime de contratação',
        type: 'dropdown',
        isMandatory: true,
        options: ['CLT', 'PJ'],
      },
      { key: 'data_inicio', label: 'Data de Início', type: 'data', isMandatory: true },
      { key: 'data_fim', label: 'Data de Saída', type: 'data', isMandatory: false },
    ])
    if (!experience) throw new Error('no experience group')

    const entry = { empresa: 'Transportes XYZ', cargo: 'Ajudante', data_inicio: '01/03/2016' }
    const submit = (entries: unknown[]) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public/forms/${company.slug}/submissions`,
        payload: {
          id: crypto.randomUUID(),
          values: validAnswers(form, { experiencia: entries }),
          consent: consent(),
        },
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': uniqueIp(), 'user-agent': 'vitest' },
      })
    const missing = await submit([entry])
    expect(missing.statusCode, missing.body).toBe(422)
    expect(JSON.stringify(missing.json())).toContain(`${experience.id}.0.regime`)
    const removed = await submit([{ ...entry, regime: 'CLT', descricao: 'Campo removido' }])
    expect(removed.statusCode, removed.body).toBe(422)
    const tooMany = await submit([1, 2, 3].map(() => ({ ...entry, regime: 'PJ' })))
    expect(tooMany.statusCode, tooMany.body).toBe(422)

    const accepted = await submit([{ ...entry, regime: 'PJ' }])
    expect(accepted.statusCode, accepted.body).toBe(201)
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/${accepted.json().id}`,
      headers: { cookie: company.cookie },
    })
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.body).toContain('Regime de contratação')
    expect(detail.body).toContain('"PJ"')
  })
})

describe('old applications after form changes', () => {
  it('keep their answers and the labels they were sent with', async () => {
    const company = await createSignedInCompany(ctx, { companyName: 'Histórico Formulários' })
    const id = await submitTestApplication(ctx, company.slug, {
      answers: { nome_mae: 'Helena Souza', nome_pai: 'Paulo Souza' },
    })
    const draft = toSave(await load(company))
    const step2 = draft.steps[1]
    if (!step2) throw new Error('no step 2')
    step2.fields = step2.fields
      .filter((field) => field.key !== 'nome_pai')
      .map((field) => (field.key === 'nome_mae' ? { ...field, label: 'Mãe' } : field))
    expect((await call('PUT', company.cookie, draft)).statusCode).toBe(200)

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/applications/${id}`,
      headers: { cookie: company.cookie },
    })
    expect(detail.statusCode, detail.body).toBe(200)
    const text = detail.body
    expect(text).toContain('Nome da Mãe')
    expect(text).toContain('Helena Souza')
    expect(text).toContain('Nome do Pai')
    expect(text).toContain('Paulo Souza')
  })
})
