import type { FastifyInstance } from 'fastify'
import { PRIVACY_NOTICE_VERSION } from '../../../shared/forms/privacy-notice.ts'
import type { PublicForm } from '../../../shared/forms/public-form-api.ts'
import type { PlanId } from '../../../shared/plans.ts'
import type { Db } from '../../db/client.ts'
import { companies, subscriptions } from '../../db/schema/index.ts'

/** A 1x1 PNG: the smallest real photo. */
export const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

let counter = 0

/** A company with its plan, inserted directly (the sign-up flow has its own tests). */
export async function createCompany(db: Db, options: { name?: string; plan?: PlanId } = {}) {
  counter++
  const slug = `empresa-${Date.now().toString(36)}-${counter}`
  const [company] = await db
    .insert(companies)
    .values({ name: options.name ?? 'Acme Logística', publicFormUrl: slug })
    .returning({ id: companies.id })
  await db.insert(subscriptions).values({ companyId: company!.id, planType: options.plan ?? 'gratuito' })
  return { id: company!.id, slug }
}

export async function getForm(app: FastifyInstance, slug: string): Promise<PublicForm> {
  const response = await app.inject({ method: 'GET', url: `/api/public/forms/${slug}` })
  if (response.statusCode !== 200)
    throw new Error(`GET form answered ${response.statusCode}: ${response.body}`)
  return response.json()
}

/** A complete, valid application for the default form, keyed by field id. */
export function validAnswers(
  form: PublicForm,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const byKey: Record<string, unknown> = {
    cpf: '529.982.247-25',
    nome_completo: 'João da Silva',
    email: 'joao@example.com',
    senha: 'segredo-forte-1',
    foto: { name: 'eu.png', type: 'image/png', size: 70, data: PNG_1PX },
    nome_mae: 'Maria da Silva',
    data_nascimento: '15/03/1995',
    nacionalidade: 'Brasileira',
    naturalidade: 'São Paulo',
    estado_civil: 'Solteiro(a)',
    genero: 'Masculino',
    etnia: 'Parda',
    possui_necessidade_especial: 'Sim',
    tipo_deficiencia: 'Auditiva',
    rg: '12.345.678-9',
    area_desejada: 'Logística',
    cargo_desejado: 'Auxiliar de Logística',
    disponibilidade: 'manhã',
    primeiro_emprego: 'Não',
    trabalhou_na_empresa: 'Não',
    escolaridade: 'Médio Completo',
    cep: '01310-100',
    endereco: 'Avenida Paulista',
    numero: 1000,
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
    celular: '(11)98765-4321',
    linkedin: 'https://www.linkedin.com/in/joao',
    formacao: [
      { tipo: 'Curso Técnico', instituicao: 'SENAI', curso: 'Logística', data_inicio: '01/02/2014' },
    ],
    experiencia: [
      { empresa: 'Transportes XYZ', cargo: 'Ajudante', data_inicio: '01/03/2016', data_fim: '01/03/2019' },
    ],
    ...overrides,
  }
  const answers: Record<string, unknown> = {}
  for (const step of form.steps) {
    for (const field of step.fields) if (field.key in byKey) answers[field.id] = byKey[field.key]
  }
  return answers
}

export function fieldId(form: PublicForm, key: string): string {
  const field = form.steps.flatMap((step) => step.fields).find((candidate) => candidate.key === key)
  if (!field) throw new Error(`no field ${key}`)
  return field.id
}

export function consent(overrides: Record<string, unknown> = {}) {
  return {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    privacyAccepted: true,
    sensitiveDataAccepted: true,
    ...overrides,
  }
}
