// CVs (issue 15): (a) extraction + parsing throughput in the worker pool (2-page PDFs and DOCX, the
// work of the resumes.import job), and (b) the Portuguese full-text search of /curriculos with many
// applications holding ~4 KB of CV text each: p50/p95 through the HTTP API (a real server, a real
// session) and as plain SQL, for a one-word, a two-word, a phrase and an exclusion query, plus the
// GIN index's size. PostgreSQL (a fresh database, dropped afterwards) and PGlite.
//
// Usage: npm run bench:resumes -- [--db=postgres,pglite] [--count=100000] [--pglite-count=20000]
//        [--cvs=40] [--runs=100] [--search-only] [--keep] [--reuse=talentos_bench_…]
//        --search-only skips (a); --keep leaves the PostgreSQL database in place (its name is printed)
//        to inspect query plans; --reuse times the search again on such a database (no seeding).
//        BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres (admin URL; the default)

import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../src/server/db/client.ts'
import { subscriptions } from '../src/server/db/schema/companies.ts'
import { candidateSubmissions, type StoredAnswer } from '../src/server/db/schema/submissions.ts'
import { renderDocx, renderPdf } from '../src/server/features/resumes/test-support/render-cv.ts'
import {
  cookieHeader,
  createConfirmedAccount,
  postJson,
  signUpData,
  TEST_ORIGIN,
} from '../src/server/test/accounts.ts'
import { createWorkerPool } from '../src/server/workers/pool.ts'
import { benchArgs, benchDatabases, measure, seededRandom, startBenchApp } from './bench-support.ts'

const args = benchArgs()
const COUNT = Number(args.count ?? 100_000)
const PGLITE_COUNT = Number(args['pglite-count'] ?? 20_000)
const CVS = Number(args.cvs ?? 40)
const RUNS = Number(args.runs ?? 100)
const WARMUP = 10
const DATABASES = benchDatabases(args)
const SEARCH_ONLY = args['search-only'] === 'true'
const KEEP = args.keep === 'true'
const REUSE = args.reuse
const timed = (run: (index: number) => Promise<void>) => measure(run, { warmup: WARMUP, runs: RUNS })

let random = seededRandom(11)
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T

const FIRST = ['João', 'Maria', 'Ana', 'José', 'Antônio', 'Francisca', 'Carlos', 'Juliana', 'Márcia', 'Lucas']
const LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Gonçalves', 'Pereira', 'Lima', 'Ferreira']
/** Areas of work, each with its own words: a CV is mostly about one, so a query word hits a few percent. */
const AREAS: [string, string[]][] = [
  ['Engenheiro de Produção', ['engenheiro', 'linha de produção', 'Lean', 'processos industriais']],
  ['Engenheira Civil', ['engenheira', 'obras', 'projetos estruturais', 'AutoCAD']],
  ['Analista de Logística', ['logística', 'estoque', 'armazém', 'roteirização']],
  ['Auxiliar de Estoque', ['estoque', 'inventário', 'recebimento', 'expedição']],
  ['Vendedor Externo', ['vendas', 'prospecção', 'carteira de clientes', 'metas comerciais']],
  ['Supervisora de Vendas', ['vendas', 'equipe comercial', 'gestão de pessoas', 'negociação']],
  ['Analista de RH', ['gestão de pessoas', 'recrutamento', 'seleção', 'clima organizacional']],
  ['Assistente de Departamento Pessoal', ['folha de pagamento', 'admissão', 'férias', 'eSocial']],
  ['Estagiário de Marketing', ['estágio', 'marketing digital', 'redes sociais', 'campanhas']],
  ['Estagiária de Vendas', ['estágio', 'vendas', 'atendimento', 'pós-venda']],
  ['Técnica de Enfermagem', ['enfermagem', 'curativos', 'sinais vitais', 'plantão']],
  ['Cozinheiro', ['cozinha', 'cardápio', 'higiene alimentar', 'pré-preparo']],
  ['Contador', ['contabilidade', 'balancetes', 'SPED', 'apuração de impostos']],
  ['Advogada', ['jurídico', 'contencioso', 'contratos', 'audiências']],
  ['Desenvolvedor', ['desenvolvimento de software', 'JavaScript', 'APIs', 'testes automatizados']],
  ['Professora', ['educação infantil', 'planejamento pedagógico', 'alfabetização', 'sala de aula']],
  ['Eletricista', ['instalações elétricas', 'NR-10', 'quadros de distribuição', 'manutenção predial']],
  ['Auxiliar de Limpeza', ['limpeza', 'conservação', 'produtos de higiene', 'áreas comuns']],
  ['Vigilante', ['segurança patrimonial', 'rondas', 'controle de acesso', 'CFTV']],
  ['Operador de Telemarketing', ['telemarketing', 'central de atendimento', 'script', 'retenção']],
  ['Farmacêutica', ['farmácia', 'dispensação', 'medicamentos controlados', 'atenção farmacêutica']],
  ['Recepcionista de Hotel', ['hotelaria', 'check-in', 'reservas', 'hóspedes']],
  ['Técnico Agrícola', ['agronegócio', 'lavoura', 'defensivos', 'irrigação']],
  ['Designer Gráfico', ['design', 'identidade visual', 'Illustrator', 'diagramação']],
  ['Químico', ['química', 'laboratório', 'análises físico-químicas', 'controle de qualidade']],
  ['Mecânico de Automóveis', ['mecânica', 'motores', 'suspensão', 'diagnóstico eletrônico']],
  ['Motorista Entregador', ['motorista', 'CNH categoria D', 'entregas', 'direção defensiva']],
  ['Comprador', ['compras', 'cotações', 'fornecedores', 'negociação de prazos']],
  ['Analista da Qualidade', ['qualidade', 'ISO 9001', 'auditorias internas', 'não conformidades']],
  ['Nutricionista', ['nutrição', 'dietas', 'unidade de alimentação', 'avaliação nutricional']],
]
const TEMPLATES = [
  (w: string[]) => `Atuação com ${w[0]} e ${w[1]}, com foco em ${w[2]}.`,
  (w: string[]) => `Experiência em ${w[3]} e ${w[0]} em empresa de médio porte.`,
  (w: string[]) => `Principais atividades: ${w[1]}, ${w[2]} e ${w[3]}.`,
]
/** Words every CV has (none of them in the benchmark's queries). */
const FILLER = [
  'Responsável pelas atividades do setor, relatórios semanais e atendimento às demandas da diretoria.',
  'Participação em reuniões de acompanhamento, organização de documentos e arquivos da área.',
  'Pacote Office, boa comunicação, pontualidade e trabalho em equipe.',
  'Curso de informática básica e atualização profissional em instituições reconhecidas.',
  'Disponibilidade para viagens e horários flexíveis; residência próxima ao centro.',
  'Inglês básico; participação em projetos voluntários da comunidade.',
]

/** ~4 KB of CV text: mostly one area's words, with the words every CV has. */
function cvText(): string {
  const [role, words] = pick(AREAS)
  const parts = [`${pick(FIRST)} ${pick(LAST)}`, 'Experiência Profissional']
  while (parts.join('\n').length < 4000) {
    parts.push(`${role} – ${pick(LAST)} Ltda. – ${2010 + Math.floor(random() * 14)}`)
    parts.push(pick(TEMPLATES)(words), pick(FILLER), pick(FILLER), pick(TEMPLATES)(words))
  }
  return parts.join('\n').slice(0, 4200)
}

const CV_BODY = `= Juliana Martins Costa
Belo Horizonte/MG – (31) 98765-4321 – juliana.costa@example.com – CPF 529.982.247-25
# Objetivo
Coordenação de logística em empresa de médio porte.
# Experiência Profissional
Coordenadora de Logística – Transportes Mineiros Ltda. – 03/2019 – atual
- Gestão de pessoas: equipe de 25 colaboradores entre conferentes e motoristas.
- Roteirização de entregas, indicadores de nível de serviço e redução de custos de frete.
Analista de Logística – Comércio Central S.A. – 01/2015 – 02/2019
- Controle de estoque, inventários e recebimento de mercadorias.
# Formação Acadêmica
Administração – Universidade Federal de Minas Gerais – 2010 – 2014
MBA em Gestão da Cadeia de Suprimentos – Fundação Dom Cabral – 2016 – 2017
# Idiomas
Inglês – avançado
Espanhol – intermediário
# Habilidades
Excel avançado, SAP, Power BI, WMS, negociação, liderança`

/** (a) CVs per minute through the worker pool (2 threads: this machine's cores), PDF and DOCX apart. */
async function benchThroughput(): Promise<void> {
  const pdf = await renderPdf(CV_BODY, { minPages: 2 })
  const docx = await renderDocx(`${CV_BODY}\n${CV_BODY.split('\n').slice(4).join('\n')}`)
  const pool = createWorkerPool({ maxThreads: 2, minThreads: 2 })
  try {
    for (const [label, bytes] of [
      ['2-page PDF', pdf],
      ['DOCX', docx],
    ] as const) {
      // Warm up both threads (module loading is not throughput).
      await Promise.all([0, 1].map(() => pool.run('readResumeFile', { bytes: new Uint8Array(bytes) })))
      const started = performance.now()
      const results = await Promise.all(
        Array.from({ length: CVS }, () => pool.run('readResumeFile', { bytes: new Uint8Array(bytes) })),
      )
      const seconds = (performance.now() - started) / 1000
      if (!results.every((result) => result.ok)) throw new Error(`${label}: a CV failed to read`)
      console.log(
        `(a) ${label} (${(bytes.length / 1024).toFixed(0)} KB): ${CVS} CVs in ${seconds.toFixed(1)} s = ${((CVS / seconds) * 60).toFixed(0)} CVs/min (2 worker threads)`,
      )
    }
  } finally {
    await pool.close()
  }
}

const QUERIES: [string, string][] = [
  ['one word', 'engenheiro'],
  ['two words', 'logística estoque'],
  ['phrase', '"gestão de pessoas"'],
  ['exclusion', 'vendas -estágio'],
]

/** A session of the kept database's account (signed up by the run that seeded it, same password). */
async function signInAgain(app: FastifyInstance, database: Database): Promise<string> {
  const {
    rows: [owner],
  } = await database.db.execute<{ email: string }>(
    sql`select u.email from "user" u join profiles p on p.id = u.id
        where p.company_id = (select company_id from candidate_submissions
                              group by company_id order by count(*) desc limit 1)
        limit 1`,
  )
  if (!owner) throw new Error('--reuse: no account in that database')
  const response = await postJson(app, '/api/auth/sign-in/email', {
    email: owner.email,
    password: signUpData().password,
  })
  if (response.statusCode !== 200) throw new Error(`sign-in answered ${response.statusCode}`)
  return cookieHeader(response)
}

/** (b) The search at `count` applications with ~4 KB of CV text each. */
async function benchSearch(kind: 'postgres' | 'pglite', count: number): Promise<void> {
  random = seededRandom(11)
  const { app, database, dataDir, close } = await startBenchApp(kind, {
    prefix: 'talentos-bench-resumes',
    appUrl: TEST_ORIGIN,
    keep: KEEP,
    reuse: kind === 'postgres' ? REUSE : undefined,
  })
  try {
    const reused = kind === 'postgres' && REUSE !== undefined
    const headers = { cookie: reused ? await signInAgain(app, database) : '', origin: TEST_ORIGIN }
    if (!reused) {
      const account = await createConfirmedAccount(app, dataDir, { companyName: 'Transportes Bandeirantes' })
      headers.cookie = account.cookie
    }
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers })).json() as {
      company: { id: string }
    }
    const companyId = me.company.id
    await database.db
      .update(subscriptions)
      .set({ planType: 'ilimitado' })
      .where(sql`company_id = ${companyId}`)
    const started = performance.now()
    const now = Date.now()
    for (let start = 0; start < (reused ? 0 : count); start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, () => {
        const name = `${pick(FIRST)} ${pick(LAST)}`
        const answer: StoredAnswer = {
          key: 'nome_completo',
          label: 'Nome Completo',
          type: 'texto',
          step: 1,
          value: name,
        }
        return {
          id: randomUUID(),
          companyId,
          source: 'importacao' as const,
          formData: { importado_01: answer },
          searchText: name.toLowerCase(),
          answersText: name,
          resumeText: cvText(),
          createdAt: new Date(now - Math.floor(random() * 365 * 24 * 3600 * 1000)),
        }
      })
      await database.db.insert(candidateSubmissions).values(rows)
    }
    if (!reused) await database.db.execute(sql`vacuum analyze candidate_submissions`)
    const {
      rows: [size],
    } = await database.db.execute<{ index: string; heap: string; toast: string; table: string }>(
      sql`select pg_size_pretty(pg_relation_size('candidate_submissions_search_vector_idx')) as index,
                 pg_size_pretty(pg_relation_size('candidate_submissions')) as heap,
                 pg_size_pretty(pg_relation_size(reltoastrelid)) as toast,
                 pg_size_pretty(pg_total_relation_size('candidate_submissions')) as table
          from pg_class where oid = 'candidate_submissions'::regclass`,
    )
    console.log(
      `(b) ${kind}: ${reused ? `reused ${REUSE}` : `seeded ${count} applications × ~4 KB CV text in ${((performance.now() - started) / 1000).toFixed(0)} s`}; GIN index ${size?.index}; table ${size?.heap} + TOAST ${size?.toast}, ${size?.table} with indexes`,
    )
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    for (const [label, q] of QUERIES) {
      const url = `${address}/api/applications?q=${encodeURIComponent(q)}`
      const first = (await (await fetch(url, { headers })).json()) as { total: number }
      const api = await timed(async () => {
        const response = await fetch(url, { headers })
        if (response.status !== 200) throw new Error(`${q}: ${response.status}`)
        await response.arrayBuffer()
      })
      const plain = await timed(async () => {
        await database.db.execute(
          sql`select id from candidate_submissions
              where company_id = ${companyId} and search_vector @@ websearch_to_tsquery('talentos_pt', ${q})
              order by ts_rank(search_vector, websearch_to_tsquery('talentos_pt', ${q})) desc, created_at desc
              limit 20`,
        )
      })
      console.log(
        `    ${label.padEnd(10)} ${q.padEnd(22)} ${String(first.total).padStart(7)} hits | API p50 ${api.p50.toFixed(1)} ms p95 ${api.p95.toFixed(1)} ms | SQL p50 ${plain.p50.toFixed(1)} ms p95 ${plain.p95.toFixed(1)} ms | load average ${loadavg()[0]?.toFixed(1)}`,
      )
    }
  } finally {
    await close()
  }
}

if (!SEARCH_ONLY) await benchThroughput()
for (const kind of DATABASES) await benchSearch(kind, kind === 'postgres' ? COUNT : PGLITE_COUNT)
