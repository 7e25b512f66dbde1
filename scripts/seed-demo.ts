import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { user } from '../src/server/db/schema/auth.ts'
import { companies } from '../src/server/db/schema/companies.ts'
import { applicationEvents, candidateSubmissions } from '../src/server/db/schema/index.ts'
import { profiles } from '../src/server/db/schema/profiles.ts'
import { companyWhere, tenantWhere } from '../src/server/db/tenant.ts'
import { signUp } from '../src/server/features/accounts/accounts.service.ts'
import { changeApplicationStatus } from '../src/server/features/applications/applications.service.ts'
import { changePlan } from '../src/server/features/billing/billing.service.ts'
import { getPublicForm, submitApplication } from '../src/server/features/public-form/public-form.service.ts'
import type { Mailer } from '../src/server/mail/mailer.ts'
import type { FormField } from '../src/shared/forms/form-fields.ts'
import { PRIVACY_NOTICE_VERSION } from '../src/shared/forms/privacy-notice.ts'
import type { PublicForm } from '../src/shared/forms/public-form-api.ts'
import type { PlanId } from '../src/shared/plans.ts'
import { formatCpf } from '../src/shared/validation/brazil.ts'

/** The demo company's admin: printed at the end of `npm run seed`. */
export const DEMO_ACCOUNT = {
  fullName: 'Helena Duarte',
  email: 'demo@talentos-demo.com.br',
  password: 'demo-talentos-2026',
  companyName: 'Transportadora Horizonte',
} as const

/** The plan the demo runs on: every feature (PDF export, custom link) shows unlocked. */
const DEMO_PLAN: PlanId = 'profissional'
/** How many applications `npm run seed` sends. */
export const DEMO_APPLICATIONS = 60
const DAY_MS = 24 * 60 * 60 * 1000

export type DemoSeedOptions = {
  /** How many applications the company receives (default 60). */
  applications?: number
  /** "Today" of the data: applications are spread over the six months before it (default now). */
  now?: Date
}

export type DemoSeedResult = {
  companyId: string
  slug: string
  email: string
  password: string
  applications: number
  byStatus: Record<'novo' | 'pendente' | 'aprovado' | 'reprovado', number>
}

/** The seed refuses to run twice: the demo company exists already. */
export class DemoExistsError extends Error {}

/**
 * Creates the demo company through the app's services, on the app's database and storage: the
 * admin account (sign-up, then confirmed), the Profissional plan (the demonstration-mode plan
 * change), and realistic applications sent through the public form's service (valid CPFs, accents,
 * photos, answers of the default form), back-dated over six months and decided by the admin.
 * Refuses with DemoExistsError when the demo account exists (run it on a fresh DATA_DIR or database).
 */
export async function seedDemoCompany(
  app: FastifyInstance,
  options: DemoSeedOptions = {},
): Promise<DemoSeedResult> {
  const { database, env, storage, pool, queue } = app.deps
  const db = database.db
  const total = options.applications ?? DEMO_APPLICATIONS
  const now = options.now ?? new Date()

  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNT.email))
  if (existing)
    throw new DemoExistsError(
      `The demo company exists already (${DEMO_ACCOUNT.email}); nothing was changed. ` +
        'Seed a fresh DATA_DIR or database to start over.',
    )

  // No e-mail leaves the seed: the account is confirmed below.
  const silentMailer: Mailer = { send: async () => undefined } as unknown as Mailer
  await signUp(
    { db, auth: app.betterAuth, env, mailer: silentMailer, log: app.log },
    {
      fullName: DEMO_ACCOUNT.fullName,
      email: DEMO_ACCOUNT.email,
      companyName: DEMO_ACCOUNT.companyName,
      password: DEMO_ACCOUNT.password,
    },
  )
  // What the confirmation link does (Better Auth has no service call for it without the token).
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, DEMO_ACCOUNT.email))
  const [admin] = await db
    .select({ userId: profiles.id, companyId: profiles.companyId })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(user.email, DEMO_ACCOUNT.email))
  if (!admin) throw new Error('the demo sign-up left no profile')
  const caller = { companyId: admin.companyId, userId: admin.userId, email: DEMO_ACCOUNT.email }
  await changePlan(db, caller, DEMO_PLAN)

  const { publicFormUrl: slug } = await companySlug(app, admin.companyId)
  const form = await getPublicForm(db, slug)
  const random = mulberry32(20_260_101)
  const byStatus: DemoSeedResult['byStatus'] = { novo: 0, pendente: 0, aprovado: 0, reprovado: 0 }
  const usedCpfs = new Set<string>()

  for (let index = 0; index < total; index++) {
    const person = candidate(random, index, usedCpfs)
    const id = randomUUID()
    await submitApplication({
      db,
      storage,
      pool,
      queue,
      slug,
      payload: {
        id,
        values: await answers(form, person, random),
        consent: {
          noticeVersion: PRIVACY_NOTICE_VERSION,
          privacyAccepted: true,
          sensitiveDataAccepted: random() < 0.85,
        },
      },
      ip: '127.0.0.1',
      userAgent: 'talentos-seed',
      rateLimit: { max: 1_000_000, window: 60 },
    })
    // Spread over six months, older ones first; a few arrived today.
    const daysAgo = Math.round(((total - index) / total) * 180 * (0.8 + random() * 0.2))
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS - Math.floor(random() * 10) * 60 * 60 * 1000)
    await db
      .update(candidateSubmissions)
      .set({ createdAt, updatedAt: createdAt })
      .where(tenantWhere(candidateSubmissions, admin.companyId, eq(candidateSubmissions.id, id)))
    await db
      .update(applicationEvents)
      .set({ createdAt })
      .where(tenantWhere(applicationEvents, admin.companyId, eq(applicationEvents.applicationId, id)))

    // Recent applications are mostly new; older ones were decided.
    const status = statusFor(random, daysAgo)
    if (status !== 'novo')
      await changeApplicationStatus(db, { caller: { ...caller, role: 'admin' }, id, status })
    byStatus[status]++
  }

  return {
    companyId: admin.companyId,
    slug,
    email: DEMO_ACCOUNT.email,
    password: DEMO_ACCOUNT.password,
    applications: total,
    byStatus,
  }
}

async function companySlug(app: FastifyInstance, companyId: string): Promise<{ publicFormUrl: string }> {
  const [row] = await app.deps.database.db
    .select({ publicFormUrl: companies.publicFormUrl })
    .from(companies)
    .where(companyWhere(companyId))
  if (!row) throw new Error('the demo company has no slug')
  return row
}

function statusFor(random: () => number, daysAgo: number): 'novo' | 'pendente' | 'aprovado' | 'reprovado' {
  const roll = random()
  if (daysAgo < 14) return roll < 0.7 ? 'novo' : 'pendente'
  if (roll < 0.15) return 'novo'
  if (roll < 0.35) return 'pendente'
  if (roll < 0.7) return 'aprovado'
  return 'reprovado'
}

// ------------------------------------------------------------------ realistic Brazilian people

/** A small deterministic random (mulberry32): the same seed gives the same demo data. */
function mulberry32(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T

const WOMEN = [
  'Ana',
  'Maria',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Camila',
  'Letícia',
  'Júlia',
  'Márcia',
]
const WOMEN_MORE = ['Conceição', 'Thaís', 'Débora', 'Cláudia', 'Vitória', 'Inês', 'Bruna', 'Luíza', 'Beatriz']
const MEN = ['João', 'José', 'Antônio', 'Francisco', 'Carlos', 'Lucas', 'Luís', 'Marcos', 'Gabriel', 'Rafael']
const MEN_MORE = [
  'Sebastião',
  'Fábio',
  'André',
  'Caio',
  'Otávio',
  'Raimundo',
  'Rodrigo',
  'Vinícius',
  'Márcio',
]
const SURNAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Ribeiro',
  'Carvalho',
  'Gonçalves',
  'Araújo',
  'Conceição',
  'Simões',
  'Magalhães',
  'Brandão',
  'Assunção',
  'Galvão',
]
/** City, state, a real CEP of it, a street and a neighbourhood there, the phone area code. */
const PLACES: [string, string, string, string, string, string][] = [
  ['São Paulo', 'SP', '01310-100', 'Avenida Paulista', 'Bela Vista', '11'],
  ['Campinas', 'SP', '13015-904', 'Rua Barão de Jaguara', 'Centro', '19'],
  ['Rio de Janeiro', 'RJ', '22041-001', 'Avenida Nossa Senhora de Copacabana', 'Copacabana', '21'],
  ['Belo Horizonte', 'MG', '30130-010', 'Avenida Afonso Pena', 'Centro', '31'],
  ['Curitiba', 'PR', '80020-310', 'Rua XV de Novembro', 'Centro', '41'],
  ['Porto Alegre', 'RS', '90010-150', 'Rua dos Andradas', 'Centro Histórico', '51'],
  ['Salvador', 'BA', '40020-000', 'Avenida Sete de Setembro', 'São Pedro', '71'],
  ['Recife', 'PE', '50030-230', 'Rua da Aurora', 'Boa Vista', '81'],
  ['Fortaleza', 'CE', '60165-121', 'Avenida Beira Mar', 'Meireles', '85'],
  ['Goiânia', 'GO', '74015-010', 'Avenida Goiás', 'Setor Central', '62'],
  ['Florianópolis', 'SC', '88010-400', 'Rua Felipe Schmidt', 'Centro', '48'],
  ['São Luís', 'MA', '65010-440', 'Rua Grande', 'Centro', '98'],
]
const POSITIONS: [string, string][] = [
  ['Auxiliar de Logística', 'Logística'],
  ['Operador de Empilhadeira', 'Logística'],
  ['Conferente', 'Logística'],
  ['Motorista de Caminhão', 'Logística'],
  ['Assistente Administrativo', 'Administrativo'],
  ['Analista de Recursos Humanos', 'Recursos Humanos'],
  ['Assistente Financeiro', 'Financeiro'],
  ['Vendedor Interno', 'Comercial'],
  ['Mecânico de Manutenção', 'Manutenção'],
  ['Técnico de Segurança do Trabalho', 'Segurança do Trabalho'],
]
const EMPLOYERS = ['Transportes Rápido Sul', 'Mercado Bom Preço', 'Atacadão Central', 'Logística Vale Verde']
const SCHOOLS: [string, string][] = [
  ['SENAI', 'Técnico em Logística'],
  ['SENAC', 'Técnico em Administração'],
  ['Universidade Federal de Minas Gerais', 'Administração'],
  ['Universidade de São Paulo', 'Engenharia de Produção'],
  ['ETEC Jorge Street', 'Técnico em Mecânica'],
]
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br']

type Person = {
  fullName: string
  woman: boolean
  cpf: string
  email: string
  place: (typeof PLACES)[number]
  position: (typeof POSITIONS)[number]
  birth: Date
}

function candidate(random: () => number, index: number, usedCpfs: Set<string>): Person {
  const woman = random() < 0.5
  const first = pick(random, woman ? [...WOMEN, ...WOMEN_MORE] : [...MEN, ...MEN_MORE])
  const middle = pick(random, SURNAMES)
  const last = pick(
    random,
    SURNAMES.filter((surname) => surname !== middle),
  )
  const fullName = `${first} ${middle} ${last}`
  let cpf = validCpf(random)
  while (usedCpfs.has(cpf)) cpf = validCpf(random)
  usedCpfs.add(cpf)
  const handle = `${ascii(first)}.${ascii(last)}${index + 1}`
  const age = 18 + Math.floor(random() * 38)
  const birth = new Date(Date.UTC(2026 - age, Math.floor(random() * 12), 1 + Math.floor(random() * 28)))
  return {
    fullName,
    woman,
    cpf,
    email: `${handle}@${pick(random, DOMAINS)}`,
    place: pick(random, PLACES),
    position: pick(random, POSITIONS),
    birth,
  }
}

/** A CPF with correct check digits, formatted (000.000.000-00). */
function validCpf(random: () => number): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(random() * 10))
  if (digits.every((digit) => digit === digits[0])) digits[0] = ((digits[0] ?? 0) + 1) % 10
  for (const length of [9, 10]) {
    let sum = 0
    for (let index = 0; index < length; index++) sum += (digits[index] ?? 0) * (length + 1 - index)
    const rest = (sum * 10) % 11
    digits.push(rest === 10 ? 0 : rest)
  }
  return formatCpf(digits.join(''))
}

function ascii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
}

const date = (value: Date) =>
  `${String(value.getUTCDate()).padStart(2, '0')}/${String(value.getUTCMonth() + 1).padStart(2, '0')}/${value.getUTCFullYear()}`

/** A 3x4 portrait: a coloured background with the candidate's initials. */
async function portrait(person: Person, random: () => number) {
  const initials = person.fullName
    .split(' ')
    .filter((_, index, parts) => index === 0 || index === parts.length - 1)
    .map((part) => part[0])
    .join('')
  const hue = Math.floor(random() * 360)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400">
    <rect width="300" height="400" fill="hsl(${hue},45%,70%)"/>
    <circle cx="150" cy="150" r="80" fill="hsl(${hue},35%,45%)"/>
    <rect x="50" y="250" width="200" height="150" rx="90" fill="hsl(${hue},35%,45%)"/>
    <text x="150" y="170" font-family="sans-serif" font-size="64" fill="#fff" text-anchor="middle">${initials}</text>
  </svg>`
  const bytes = await sharp(Buffer.from(svg)).png().toBuffer()
  return { name: 'foto-3x4.png', type: 'image/png', size: bytes.length, data: bytes.toString('base64') }
}

/** The person's answers to the company's form, keyed by field id (what the browser sends). */
async function answers(
  form: PublicForm,
  person: Person,
  random: () => number,
): Promise<Record<string, unknown>> {
  const [city, state, cep, street, neighbourhood, areaCode] = person.place
  const [position, area] = person.position
  const started = new Date(Date.UTC(2012 + Math.floor(random() * 8), Math.floor(random() * 12), 1))
  const left = new Date(started.getTime() + (400 + Math.floor(random() * 1500)) * DAY_MS)
  const disabled = random() < 0.08
  const byKey: Record<string, (field: FormField) => unknown> = {
    cpf: () => person.cpf,
    nome_completo: () => person.fullName,
    email: () => person.email,
    senha: () => 'acompanhar-123',
    foto: () => portrait(person, random),
    nome_mae: () =>
      `${pick(random, [...WOMEN, ...WOMEN_MORE])} ${pick(random, SURNAMES)} ${person.fullName.split(' ').at(-1)}`,
    nome_pai: () =>
      random() < 0.7
        ? `${pick(random, [...MEN, ...MEN_MORE])} ${person.fullName.split(' ').at(-1)}`
        : undefined,
    data_nascimento: () => date(person.birth),
    nacionalidade: (field) => option(field, 'Brasileira', random),
    naturalidade: () => city,
    estado_civil: (field) => option(field, undefined, random),
    genero: (field) => option(field, person.woman ? 'Feminino' : 'Masculino', random),
    etnia: (field) => option(field, undefined, random),
    possui_necessidade_especial: (field) => option(field, disabled ? 'Sim' : 'Não', random),
    tipo_deficiencia: (field) => (disabled ? option(field, undefined, random) : undefined),
    rg: () =>
      `${Math.floor(10 + random() * 89)}.${Math.floor(100 + random() * 899)}.${Math.floor(100 + random() * 899)}-${Math.floor(random() * 10)}`,
    orgao_emissor: () => `SSP/${state}`,
    area_desejada: (field) => option(field, area, random),
    cargo_desejado: () => position,
    disponibilidade: (field) => option(field, undefined, random),
    primeiro_emprego: (field) => option(field, 'Não', random),
    trabalhou_na_empresa: (field) => option(field, random() < 0.1 ? 'Sim' : 'Não', random),
    escolaridade: (field) => option(field, undefined, random),
    indicacao: () => (random() < 0.2 ? `${pick(random, WOMEN)} ${pick(random, SURNAMES)}` : undefined),
    cep: () => cep,
    endereco: () => street,
    numero: () => 10 + Math.floor(random() * 2000),
    complemento: () => (random() < 0.3 ? `Apto ${10 + Math.floor(random() * 150)}` : undefined),
    bairro: () => neighbourhood,
    cidade: () => city,
    estado: (field) => option(field, state, random),
    celular: () =>
      `(${areaCode})9${Math.floor(6000 + random() * 3999)}-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`,
    linkedin: () =>
      random() < 0.5
        ? `https://www.linkedin.com/in/${ascii(person.fullName.split(' ')[0] ?? '')}-${ascii(person.fullName.split(' ').at(-1) ?? '')}`
        : undefined,
    formacao: (field) => {
      const [school, course] = pick(random, SCHOOLS)
      const kind = field.subFields?.find((sub) => sub.key === 'tipo')
      return [
        {
          tipo: kind?.options?.length ? pick(random, kind.options) : undefined,
          instituicao: school,
          curso: course,
          data_inicio: date(new Date(started.getTime() - 3 * 365 * DAY_MS)),
          data_fim: date(new Date(started.getTime() - 60 * DAY_MS)),
        },
      ]
    },
    experiencia: () => [
      {
        empresa: pick(random, EMPLOYERS),
        cargo: position,
        data_inicio: date(started),
        data_fim: date(left),
        descricao: 'Atendimento às rotinas da área, organização e controle de documentos.',
      },
    ],
  }
  const values: Record<string, unknown> = {}
  for (const step of form.steps) {
    for (const field of step.fields) {
      const value = await byKey[field.key]?.(field)
      if (value !== undefined) values[field.id] = value
    }
  }
  return values
}

/** `preferred` when the dropdown offers it, else one of its options. */
function option(field: FormField, preferred: string | undefined, random: () => number): string | undefined {
  const options = field.options ?? []
  if (preferred && options.includes(preferred)) return preferred
  return options.length > 0 ? pick(random, options) : preferred
}
