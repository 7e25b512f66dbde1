import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { JobQuestion } from '../../../shared/jobs/api.ts'
import { companies, timestamps } from './companies.ts'

/**
 * A job opening (vaga) of a company, with its careers-page slug (/c/{company}/vagas/{slug}).
 * Statuses and their rules: docs/decisions/017-jobs-stages-and-statuses.md.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Markdown-like text (paragraphs, lists, bold); rendered without raw HTML. */
    description: text('description').notNull().default(''),
    requirements: text('requirements').notNull().default(''),
    benefits: text('benefits').notNull().default(''),
    area: text('area'),
    city: text('city').notNull().default(''),
    state: text('state'),
    workModel: text('work_model', { enum: ['presencial', 'hibrido', 'remoto'] }),
    contractType: text('contract_type', {
      enum: ['clt', 'pj', 'estagio', 'temporario', 'aprendiz', 'trainee'],
    }),
    salaryMinCents: integer('salary_min_cents'),
    salaryMaxCents: integer('salary_max_cents'),
    salaryHidden: boolean('salary_hidden').notNull().default(false),
    openings: integer('openings').notNull().default(1),
    /** The last day applications are taken, in Brasília time. */
    deadline: date('deadline', { mode: 'string' }),
    status: text('status', { enum: ['rascunho', 'publicada', 'pausada', 'encerrada'] })
      .notNull()
      .default('rascunho'),
    questions: jsonb('questions').$type<JobQuestion[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('jobs_company_slug_key').on(table.companyId, table.slug),
    // /vagas (newest first, by status) and the careers page (published jobs).
    index('jobs_company_status_created_idx').on(table.companyId, table.status, table.createdAt),
    check('jobs_status_check', sql`${table.status} in ('rascunho', 'publicada', 'pausada', 'encerrada')`),
    check('jobs_openings_check', sql`${table.openings} >= 1`),
  ],
)

/** The ordered stages (board columns) of one job. The last one is "hired". */
export const jobStages = pgTable(
  'job_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    ...timestamps,
  },
  (table) => [
    index('job_stages_job_position_idx').on(table.jobId, table.position),
    index('job_stages_company_job_idx').on(table.companyId, table.jobId, table.position),
  ],
)

/** The company's stage template (Configurações → Processo seletivo); missing = the default one. */
export const stageTemplates = pgTable('stage_templates', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  stages: jsonb('stages').$type<string[]>().notNull(),
  ...timestamps,
})
