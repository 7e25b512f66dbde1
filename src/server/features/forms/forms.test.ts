import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_FORM_FIELDS } from '../../../shared/forms/default-form.ts'
import { companies, formConfigurations } from '../../db/schema/index.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { ensureDefaultForm } from './default-form.ts'
import { loadCompanyForm } from './form.service.ts'

describe(`default form on ${testDatabaseKind}`, () => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(async () => {
    await ctx.close()
  })

  async function newCompany(slug: string) {
    const [company] = await ctx.database.db
      .insert(companies)
      .values({ name: 'Acme', publicFormUrl: slug })
      .returning({ id: companies.id })
    return company!.id
  }

  async function fieldCount(companyId: string) {
    const [row] = await ctx.database.db
      .select({ value: count() })
      .from(formConfigurations)
      .where(eq(formConfigurations.companyId, companyId))
    return row!.value
  }

  it('creates the 8 steps of the spec once, even when called concurrently', async () => {
    const companyId = await newCompany('acme-default')
    await Promise.all([
      ensureDefaultForm(ctx.database.db, companyId),
      ensureDefaultForm(ctx.database.db, companyId),
    ])
    await ensureDefaultForm(ctx.database.db, companyId)
    expect(await fieldCount(companyId)).toBe(DEFAULT_FORM_FIELDS.length)

    const form = await loadCompanyForm(ctx.database.db, companyId)
    expect(form.title).toBe('Formulário de Candidatura')
    expect(form.steps.map((step) => step.title)).toEqual([
      'Dados Obrigatórios',
      'Informações Pessoais',
      'Documentos',
      'Informações Complementares',
      'Endereço',
      'Informações de Contato',
      'Formação Acadêmica',
      'Experiência Profissional',
    ])
    expect(form.steps[0]!.fields.map((field) => [field.label, field.type, field.isMandatory])).toEqual([
      ['CPF', 'cpf', true],
      ['Nome Completo', 'texto', true],
      ['E-mail', 'email', true],
      ['Senha', 'senha', true],
    ])
    const disability = form.fields.find((field) => field.key === 'tipo_deficiencia')
    expect(disability?.condition).toEqual({ fieldKey: 'possui_necessidade_especial', equals: 'Sim' })
    expect(form.fields.find((field) => field.key === 'formacao')?.subFields).toHaveLength(6)
  })

  it('works inside a transaction and gives existing companies the form when it is first read', async () => {
    const inTransaction = await newCompany('acme-tx')
    await ctx.database.db.transaction(async (tx) => ensureDefaultForm(tx, inTransaction))
    expect(await fieldCount(inTransaction)).toBe(DEFAULT_FORM_FIELDS.length)

    const existing = await newCompany('acme-existing')
    expect(await fieldCount(existing)).toBe(0)
    const form = await loadCompanyForm(ctx.database.db, existing)
    expect(form.fields).toHaveLength(DEFAULT_FORM_FIELDS.length)
  })

  it('shows a field of an unknown type as a multi-line text', async () => {
    const companyId = await newCompany('acme-other')
    await ctx.database.db.insert(formConfigurations).values({
      companyId,
      stepNumber: 1,
      orderIndex: 0,
      fieldKey: 'obs',
      fieldLabel: 'Observações',
      fieldType: 'desconhecido',
    })
    const form = await loadCompanyForm(ctx.database.db, companyId)
    expect(form.fields.map((field) => [field.label, field.type])).toEqual([['Observações', 'other']])
    expect(form.steps).toHaveLength(1)
  })
})
