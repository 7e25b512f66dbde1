// Applications review under load (issue 6): seeds one company with 100,000 realistic applications
// and 10 other companies with 10,000 each, then measures p50/p95 of the list queries through the
// HTTP API (a real server on 127.0.0.1, a real session cookie) and as plain SQL on the same
// database, on PostgreSQL (a fresh database, dropped afterwards) and on PGlite.
//
// Usage: npm run bench                         (both databases)
//        npm run bench -- --db=postgres|pglite --main=100000 --others=10 --other-size=10000 --runs=200
//        npm run bench -- --explain   (prints EXPLAIN ANALYZE of every plain-SQL query)
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (admin URL; this is the default)

import { sql } from 'drizzle-orm'
import type { Database } from '../src/server/db/client.ts'
import { companies, subscriptions } from '../src/server/db/schema/companies.ts'
import { candidateSubmissions, type StoredAnswer } from '../src/server/db/schema/submissions.ts'
import { loadCompanyForm } from '../src/server/features/forms/form.service.ts'
import { normalizeForSearch } from '../src/server/search/normalize.ts'
import { createConfirmedAccount } from '../src/server/test/accounts.ts'
import { CORE_FIELD_KEYS } from '../src/shared/forms/default-form.ts'
import { formatCpf } from '../src/shared/validation/brazil.ts'
import { benchArgs, benchDatabases, measure, seededRandom, startBenchApp } from './bench-support.ts'

const args = benchArgs()
const MAIN_SIZE = Number(args.main ?? 100_000)
const OTHER_COMPANIES = Number(args.others ?? 10)
const OTHER_SIZE = Number(args['other-size'] ?? 10_000)
const RUNS = Number(args.runs ?? 200)
const WARMUP = 20
const DATABASES = benchDatabases(args)
const timed = (run: (index: number) => Promise<void>) => measure(run, { warmup: WARMUP, runs: RUNS })
const BUDGET_MS = { postgres: 50, pglite: 150 }

// ---------------------------------------------------------------- realistic data, deterministic
let random = seededRandom(42)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T

const FIRST_NAMES = [
  'João',
  'José',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luís',
  'Marcos',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Raimundo',
  'Rodrigo',
  'Sebastião',
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Sandra',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Júlia',
  'Luciana',
  'Vanessa',
  'Mariana',
  'Conceição',
  'Thaís',
  'Débora',
  'Cláudia',
  'Vitória',
  'Fábio',
  'André',
  'Caio',
  'Otávio',
  'Inês',
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
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Conceição',
  'Simões',
  'Magalhães',
  'Brandão',
]
const CITIES: [string, string][] = [
  ['São Paulo', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'CE'],
  ['Goiânia', 'GO'],
  ['Belém', 'PA'],
  ['Manaus', 'AM'],
  ['Florianópolis', 'SC'],
  ['Ribeirão Preto', 'SP'],
  ['Maringá', 'PR'],
  ['São Luís', 'MA'],
  ['João Pessoa', 'PB'],
  ['Vitória', 'ES'],
  ['Cuiabá', 'MT'],
  ['Natal', 'RN'],
  ['Uberlândia', 'MG'],
]
const POSITIONS = [
  'Auxiliar de Logística',
  'Operador de Empilhadeira',
  'Vendedor Interno',
  'Analista de RH',
  'Conferente',
  'Almoxarife',
  'Técnico de Segurança do Trabalho',
  'Mecânico de Manutenção',
  'Auxiliar de Limpeza',
  'Assistente Financeiro',
  'Faturista',
  'Operador de Produção',
  'Desenvolvedor de Software',
  'Motorista',
]
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br']
const STATUSES = [
  'novo',
  'novo',
  'novo',
  'novo',
  'pendente',
  'pendente',
  'aprovado',
  'aprovado',
  'aprovado',
  'reprovado',
] as const

function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(random() * 10))
  for (const length of [9, 10]) {
    let sum = 0
    for (let index = 0; index < length; index++) sum += (digits[index] ?? 0) * (length + 1 - index)
    const rest = (sum * 10) % 11
    digits.push(rest === 10 ? 0 : rest)
  }
  return digits.join('')
}

function asciiLower(value: string): string {
  return normalizeForSearch(value).replace(/[^a-z0-9]+/g, '')
}

type FieldIds = Record<'name' | 'cpf' | 'email' | 'phone' | 'city' | 'state' | 'position', string>

type Row = typeof candidateSubmissions.$inferInsert

function application(companyId: string, ids: FieldIds, index: number, now: number): Row {
  const first = pick(FIRST_NAMES)
  const name = `${first} ${pick(SURNAMES)} ${pick(SURNAMES)}`
  const lastName = name.split(' ').at(-1) ?? 'silva'
  const digits = randomCpf()
  const cpf = formatCpf(digits)
  const email = `${asciiLower(first)}.${asciiLower(lastName)}${index}@${pick(DOMAINS)}`
  const [city, state] = pick(CITIES)
  const position = pick(POSITIONS)
  const phone = `(${11 + Math.floor(random() * 80)})9${String(Math.floor(random() * 1e8)).padStart(8, '0')}`
  const answer = (key: string, label: string, type: string, step: number, value: unknown): StoredAnswer => ({
    key,
    label,
    type,
    step,
    value,
  })
  const formData: Record<string, StoredAnswer> = {
    [ids.cpf]: answer(CORE_FIELD_KEYS.cpf, 'CPF', 'cpf', 1, cpf),
    [ids.name]: answer(CORE_FIELD_KEYS.fullName, 'Nome Completo', 'texto', 1, name),
    [ids.email]: answer(CORE_FIELD_KEYS.email, 'E-mail', 'email', 1, email),
    [ids.position]: answer('cargo_desejado', 'Cargo Desejado', 'texto', 4, position),
    [ids.city]: answer('cidade', 'Cidade', 'texto', 5, city),
    [ids.state]: answer('estado', 'Estado', 'dropdown', 5, state),
    [ids.phone]: answer('celular', 'Celular', 'telefone', 6, phone),
  }
  return {
    companyId,
    status: pick(STATUSES),
    formData,
    searchText: normalizeForSearch([name, cpf, digits, email, position, city, state, phone].join(' ')),
    cpfDigits: digits,
    createdAt: new Date(now - Math.floor(random() * 730 * 24 * 3600 * 1000)),
  }
}

async function seedCompany(
  database: Database,
  companyId: string,
  ids: FieldIds,
  size: number,
): Promise<Row[]> {
  const now = Date.now()
  const batch = 1000
  const sample: Row[] = []
  for (let start = 0; start < size; start += batch) {
    const rows = Array.from({ length: Math.min(batch, size - start) }, (_, offset) =>
      application(companyId, ids, start + offset, now),
    )
    if (start === 0) sample.push(...rows.slice(0, 50))
    await database.db.insert(candidateSubmissions).values(rows)
  }
  return sample
}

// ---------------------------------------------------------------- measuring
type Result = { name: string; apiP50: number; apiP95: number; sqlP50: number; sqlP95: number }

/** The list's two statements (page and total) as the service sends them, written out as SQL. */
function plainSql(companyId: string, options: { status?: string; like?: string[] }) {
  const conditions = [sql`company_id = ${companyId}`]
  if (options.status) conditions.push(sql`status = ${options.status}`)
  if (options.like) {
    conditions.push(
      sql`(${sql.join(
        options.like.map((pattern) => sql`search_text like ${pattern}`),
        sql` or `,
      )})`,
    )
  }
  const where = sql.join(conditions, sql` and `)
  const answer = (key: string) =>
    sql`jsonb_path_query_first(form_data, ${`$.* ? (@.key == "${key}").value`}::jsonpath) #>> '{}'`
  return {
    page: sql`select id, ${answer('nome_completo')} as name, ${answer('cpf')} as cpf, ${answer('email')} as email,
      status, created_at, person_id from candidate_submissions where ${where}
      order by created_at desc, id desc limit 20 offset 0`,
    total: sql`select count(*) from candidate_submissions where ${where}`,
  }
}

async function benchDatabase(kind: 'postgres' | 'pglite'): Promise<Result[]> {
  random = seededRandom(42)
  const { app, database, dataDir, close } = await startBenchApp(kind, {
    prefix: 'talentos-bench',
    appUrl: 'http://localhost:3000',
  })
  try {
    // A real company through the real sign-up and e-mail confirmation: its session cookie is used below.
    const account = await createConfirmedAccount(app, dataDir, { companyName: 'Transportes Bandeirantes' })
    const me = (
      await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: account.cookie } })
    ).json() as {
      company: { id: string }
    }
    const mainId = me.company.id
    await database.db.update(subscriptions).set({ planType: 'ilimitado' }).where(sql`company_id = ${mainId}`)
    const form = await loadCompanyForm(database.db, mainId)
    const idOf = (key: string) => form.fields.find((field) => field.key === key)?.id ?? `campo-${key}`
    const mainIds: FieldIds = {
      name: idOf('nome_completo'),
      cpf: idOf('cpf'),
      email: idOf('email'),
      phone: idOf('celular'),
      city: idOf('cidade'),
      state: idOf('estado'),
      position: idOf('cargo_desejado'),
    }

    const started = performance.now()
    const sample = await seedCompany(database, mainId, mainIds, MAIN_SIZE)
    for (let index = 0; index < OTHER_COMPANIES; index++) {
      const [company] = await database.db
        .insert(companies)
        .values({ name: `Empresa Vizinha ${index + 1}`, publicFormUrl: `empresa-vizinha-${index + 1}` })
        .returning({ id: companies.id })
      if (!company) throw new Error('company not created')
      const ids = Object.fromEntries(Object.keys(mainIds).map((key) => [key, `${key}-${index}`])) as FieldIds
      await seedCompany(database, company.id, ids, OTHER_SIZE)
    }
    await database.db.execute(sql`vacuum analyze candidate_submissions`)
    const seedSeconds = (performance.now() - started) / 1000
    console.log(
      `${kind}: seeded ${MAIN_SIZE + OTHER_COMPANIES * OTHER_SIZE} applications in ${seedSeconds.toFixed(1)} s`,
    )

    const targetData = (sample[7]?.formData ?? {}) as Record<string, StoredAnswer>
    const targetCpf = String(targetData[mainIds.cpf]?.value)
    const targetEmail = String(targetData[mainIds.email]?.value)
    const emailFragment = targetEmail.slice(0, targetEmail.indexOf('@'))
    const nameFragment = 'gonçal'
    const cases: { name: string; query: string; sql: { status?: string; like?: string[] } }[] = [
      { name: 'first page', query: '', sql: {} },
      { name: 'status filter (aprovado)', query: '?status=aprovado', sql: { status: 'aprovado' } },
      {
        name: `name fragment "${nameFragment}"`,
        query: `?q=${encodeURIComponent(nameFragment)}`,
        sql: { like: [`%${normalizeForSearch(nameFragment)}%`] },
      },
      {
        name: 'full CPF (formatted)',
        query: `?q=${encodeURIComponent(targetCpf)}`,
        sql: { like: [`%${targetCpf}%`, `%${targetCpf.replace(/\D/g, '')}%`] },
      },
      {
        name: `e-mail fragment "${emailFragment}"`,
        query: `?q=${encodeURIComponent(emailFragment)}`,
        sql: { like: [`%${emailFragment}%`] },
      },
      { name: 'search with no match', query: '?q=xyzzy-nada', sql: { like: ['%xyzzy-nada%'] } },
    ]

    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const results: Result[] = []
    for (const benchCase of cases) {
      const url = `${address}/api/applications${benchCase.query}`
      const check = await fetch(url, { headers: { cookie: account.cookie } })
      const body = (await check.json()) as { total: number }
      if (check.status !== 200) throw new Error(`${url} answered ${check.status}`)
      const api = await timed(async () => {
        const response = await fetch(url, { headers: { cookie: account.cookie } })
        if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
        await response.arrayBuffer()
      })
      const statements = plainSql(mainId, benchCase.sql)
      if (args.explain) {
        for (const statement of [statements.page, statements.total]) {
          const plan = await database.db.execute(sql`explain (analyze, buffers) ${statement}`)
          console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'))
        }
      }
      const plain = await timed(async () => {
        await Promise.all([database.db.execute(statements.page), database.db.execute(statements.total)])
      })
      results.push({
        name: `${benchCase.name} (${body.total.toLocaleString('pt-BR')} found)`,
        apiP50: api.p50,
        apiP95: api.p95,
        sqlP50: plain.p50,
        sqlP95: plain.p95,
      })
      console.log(`  ${kind}: ${benchCase.name} done`)
    }
    return results
  } finally {
    await close()
  }
}

const tables: string[] = []
for (const kind of DATABASES) {
  const results = await benchDatabase(kind)
  const budget = BUDGET_MS[kind]
  const lines = [
    `### ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${MAIN_SIZE.toLocaleString('pt-BR')} applications in the measured company + ${OTHER_COMPANIES} × ${OTHER_SIZE.toLocaleString('pt-BR')}; ${RUNS} requests each; budget p95 < ${budget} ms`,
    '',
    '| query | API p50 (ms) | API p95 (ms) | SQL p50 (ms) | SQL p95 (ms) | API/SQL (p50) | within budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | :---: |',
    ...results.map(
      (result) =>
        `| ${result.name} | ${result.apiP50.toFixed(1)} | ${result.apiP95.toFixed(1)} | ${result.sqlP50.toFixed(1)} | ${result.sqlP95.toFixed(1)} | ${(result.apiP50 / result.sqlP50).toFixed(2)} | ${result.apiP95 < budget ? 'yes' : 'NO'} |`,
    ),
  ]
  tables.push(lines.join('\n'))
}
console.log(`\n${tables.join('\n\n')}\n`)
