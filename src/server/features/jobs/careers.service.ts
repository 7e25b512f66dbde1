import { desc, eq, inArray, sql } from 'drizzle-orm'
import type { FormField } from '../../../shared/forms/form-fields.ts'
import { PUBLIC_FORM_MESSAGES } from '../../../shared/forms/public-form-api.ts'
import {
  type CareersPage,
  JOB_MESSAGES,
  type PublicJob,
  type PublicJobSummary,
} from '../../../shared/jobs/api.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { companies } from '../../db/schema/companies.ts'
import { jobs } from '../../db/schema/jobs.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { type PageMeta, plainText } from '../../http/page-meta.ts'
import { acceptsApplications } from '../../plans/resume-usage.ts'
import { brazilToday, isoToBrDate, isReceiving, jobQuestionFields } from './job-rules.ts'

type JobRow = typeof jobs.$inferSelect

/** The company of a careers-page / form slug; unknown: 404 "Formulário não encontrado." like /f/{slug}. */
async function companyBySlug(db: DbExecutor, slug: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.publicFormUrl })
    .from(companies)
    .where(eq(companies.publicFormUrl, slug.toLowerCase()))
  if (!company) throw new AppError('NOT_FOUND', 'Página não encontrada.')
  return company
}

function toSummary(row: JobRow): PublicJobSummary {
  return {
    slug: row.slug,
    title: row.title,
    area: row.area,
    city: row.city,
    state: row.state,
    workModel: row.workModel,
    contractType: row.contractType,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  }
}

/** GET /api/public/careers/:slug: the company's open jobs (published, deadline not passed). */
export async function getCareersPage(db: Db, slug: string): Promise<CareersPage> {
  const company = await companyBySlug(db, slug)
  const rows = await db
    .select()
    .from(jobs)
    .where(
      tenantWhere(
        jobs,
        company.id,
        eq(jobs.status, 'publicada'),
        sql`(${jobs.deadline} is null or ${jobs.deadline} >= ${brazilToday()}::date)`,
      ),
    )
    .orderBy(desc(jobs.publishedAt), desc(jobs.createdAt))
    .limit(500)
  const accepting = await acceptsApplications(db, company.id)
  return {
    companyName: company.name,
    slug: company.slug,
    accepting,
    notAcceptingMessage: accepting ? null : PUBLIC_FORM_MESSAGES.notAccepting,
    jobs: rows.map(toSummary),
  }
}

/**
 * A job the public may see (published, paused or closed; never a draft) of the slug's company.
 * Unknown or draft: 404 "Vaga não encontrada.".
 */
export async function findPublicJob(db: DbExecutor, companyId: string, jobSlug: string): Promise<JobRow> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      tenantWhere(
        jobs,
        companyId,
        eq(jobs.slug, jobSlug.toLowerCase()),
        inArray(jobs.status, ['publicada', 'pausada', 'encerrada']),
      ),
    )
  if (!row) throw new AppError('NOT_FOUND', JOB_MESSAGES.jobNotFoundPublic)
  return row
}

/** GET /api/public/careers/:slug/jobs/:jobSlug: every field of the job page. */
export async function getPublicJob(db: Db, slug: string, jobSlug: string): Promise<PublicJob> {
  const company = await companyBySlug(db, slug)
  const row = await findPublicJob(db, company.id, jobSlug)
  const open = isReceiving(row)
  const receiving = open && (await acceptsApplications(db, company.id))
  return {
    ...toSummary(row),
    companyName: company.name,
    companySlug: company.slug,
    description: row.description,
    requirements: row.requirements,
    benefits: row.benefits,
    salaryMinCents: row.salaryHidden ? null : row.salaryMinCents,
    salaryMaxCents: row.salaryHidden ? null : row.salaryMaxCents,
    openings: row.openings,
    deadline: isoToBrDate(row.deadline),
    receiving,
    notReceivingMessage: receiving
      ? null
      : open
        ? PUBLIC_FORM_MESSAGES.notAccepting
        : JOB_MESSAGES.notReceiving,
  }
}

/** What the public form shows and checks for /f/{slug}?vaga={jobSlug}. */
export type FormJob = {
  id: string
  slug: string
  title: string
  receiving: boolean
  questions: FormField[]
}

export async function formJob(db: DbExecutor, companyId: string, jobSlug: string): Promise<FormJob> {
  const row = await findPublicJob(db, companyId, jobSlug)
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    receiving: isReceiving(row),
    questions: jobQuestionFields(row.questions),
  }
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  clt: 'FULL_TIME',
  pj: 'CONTRACTOR',
  estagio: 'INTERN',
  temporario: 'TEMPORARY',
  aprendiz: 'INTERN',
  trainee: 'FULL_TIME',
}

/**
 * The served HTML's meta for /c/{slug}/vagas/{jobSlug}: title, description, Open Graph and a
 * schema.org JobPosting (only while the job takes applications: Google for Jobs must not list a
 * closed one). Null when the page does not exist.
 */
export async function jobPageMeta(
  db: Db,
  options: { appUrl: string; slug: string; jobSlug: string },
): Promise<PageMeta | null> {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.publicFormUrl,
      site: companies.customLink,
    })
    .from(companies)
    .where(eq(companies.publicFormUrl, options.slug.toLowerCase()))
  if (!company) return null
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      tenantWhere(
        jobs,
        company.id,
        eq(jobs.slug, options.jobSlug.toLowerCase()),
        inArray(jobs.status, ['publicada', 'pausada', 'encerrada']),
      ),
    )
  if (!row) return null
  const url = `${options.appUrl}/c/${encodeURIComponent(company.slug)}/vagas/${encodeURIComponent(row.slug)}`
  const place = [row.city, row.state].filter(Boolean).join('/')
  const description =
    plainText(row.description) ||
    `${row.title}${place ? ` em ${place}` : ''} na ${company.name}. Candidate-se pelo Talentos.`
  const jsonLd: Record<string, unknown> | undefined = isReceiving(row)
    ? {
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: row.title,
        description:
          [row.description, row.requirements, row.benefits].filter(Boolean).join('\n\n') || description,
        datePosted: (row.publishedAt ?? row.createdAt).toISOString().slice(0, 10),
        ...(row.deadline ? { validThrough: `${row.deadline}T23:59:59-03:00` } : {}),
        ...(row.contractType ? { employmentType: EMPLOYMENT_TYPES[row.contractType] ?? 'OTHER' } : {}),
        hiringOrganization: {
          '@type': 'Organization',
          name: company.name,
          ...(company.site ? { sameAs: company.site } : {}),
        },
        ...(row.workModel === 'remoto'
          ? {
              jobLocationType: 'TELECOMMUTE',
              applicantLocationRequirements: { '@type': 'Country', name: 'BR' },
            }
          : {}),
        ...(row.city || row.state || row.workModel !== 'remoto'
          ? {
              jobLocation: {
                '@type': 'Place',
                address: {
                  '@type': 'PostalAddress',
                  ...(row.city ? { addressLocality: row.city } : {}),
                  ...(row.state ? { addressRegion: row.state } : {}),
                  addressCountry: 'BR',
                },
              },
            }
          : {}),
        ...(!row.salaryHidden && (row.salaryMinCents || row.salaryMaxCents)
          ? {
              baseSalary: {
                '@type': 'MonetaryAmount',
                currency: 'BRL',
                value: {
                  '@type': 'QuantitativeValue',
                  ...(row.salaryMinCents ? { minValue: row.salaryMinCents / 100 } : {}),
                  ...(row.salaryMaxCents ? { maxValue: row.salaryMaxCents / 100 } : {}),
                  unitText: 'MONTH',
                },
              },
            }
          : {}),
        totalJobOpenings: row.openings,
        directApply: true,
        url,
      }
    : undefined
  return { title: `${row.title} — ${company.name}`, description, url, jsonLd }
}

/** The served HTML's meta for /c/{slug}: "Vagas abertas — {Empresa}". Null for an unknown slug. */
export async function careersPageMeta(
  db: Db,
  options: { appUrl: string; slug: string },
): Promise<PageMeta | null> {
  const [company] = await db
    .select({ name: companies.name, slug: companies.publicFormUrl })
    .from(companies)
    .where(eq(companies.publicFormUrl, options.slug.toLowerCase()))
  if (!company) return null
  return {
    title: `Vagas abertas — ${company.name}`,
    description: `Conheça as vagas abertas da ${company.name} e candidate-se pelo celular em poucos minutos.`,
    url: `${options.appUrl}/c/${encodeURIComponent(company.slug)}`,
  }
}
