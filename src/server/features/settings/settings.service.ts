import { eq, gt, sql } from 'drizzle-orm'
import { planIncludes } from '../../../shared/plans.ts'
import {
  type CompanySettings,
  isValidSlug,
  type PublicLink,
  SETTINGS_MESSAGES,
} from '../../../shared/settings/company-settings.ts'
import type { Db } from '../../db/client.ts'
import { companies, companySlugRedirects } from '../../db/schema/index.ts'
import { companyWhere, joinCompany, otherCompanies, otherTenants } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { companyPlan } from '../../plans/plan-gate.ts'

const COMPANY_NOT_FOUND = 'Empresa não encontrada.'

/**
 * Days a slug a company gave up stays reserved for it: links it shared keep reaching it instead of
 * whoever claims the slug next (docs/decisions/016-released-slugs-reserved.md).
 */
export const RELEASED_SLUG_RESERVATION_DAYS = 180
const UNIQUE_VIOLATION = '23505'

/** GET /api/settings/company: the Empresa tab of the caller's company. */
type CompanyOptions = {
  /** The caller's company (from the session's profile, never from the request). */
  companyId: string
}

export async function getCompanySettings(db: Db, { companyId }: CompanyOptions): Promise<CompanySettings> {
  const [row] = await db
    .select({
      name: companies.name,
      address: companies.address,
      phone: companies.phone,
      customLink: companies.customLink,
    })
    .from(companies)
    .where(companyWhere(companyId))
  if (!row) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND)
  return {
    name: row.name,
    address: row.address ?? '',
    phone: row.phone ?? '',
    customLink: row.customLink ?? '',
  }
}

/** PUT /api/settings/company: saves name, address, phone and custom link (empty texts stored as null). */
export async function saveCompanySettings(
  db: Db,
  {
    companyId,
    input,
  }: CompanyOptions & {
    /** The Empresa tab's values, validated by companySettingsSchema. */ input: CompanySettings
  },
): Promise<CompanySettings> {
  const updated = await db
    .update(companies)
    .set({
      name: input.name,
      address: input.address || null,
      phone: input.phone || null,
      customLink: input.customLink || null,
    })
    .where(companyWhere(companyId))
    .returning({ id: companies.id })
  if (updated.length === 0) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND)
  return getCompanySettings(db, { companyId })
}

/** GET /api/settings/public-link: {APP_URL}/f/{slug} and whether the plan lets the company change it. */
type PublicLinkOptions = CompanyOptions & {
  /** The public base URL (env APP_URL) the link is built on. */
  appUrl: string
}

export async function getPublicLink(db: Db, { companyId, appUrl }: PublicLinkOptions): Promise<PublicLink> {
  const [row] = await db
    .select({ slug: companies.publicFormUrl })
    .from(companies)
    .where(companyWhere(companyId))
  if (!row) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND)
  return {
    slug: row.slug,
    url: `${appUrl}/f/${row.slug}`,
    canCustomize: planIncludes(await companyPlan(db, companyId), 'customPublicLink'),
  }
}

/**
 * PUT /api/settings/public-link (its route gates the plan: customPublicLink). Format -> 422, taken by another
 * company -> 409. Two companies racing for one slug: the unique index lets one update through; the
 * other's unique violation becomes the same 409. The previous slug is kept in company_slug_redirects
 * (so shared links keep working) and stays reserved for the company for RELEASED_SLUG_RESERVATION_DAYS
 * (409 for anyone else, the same answer as a slug in use); after that a claim takes it over.
 */
export async function savePublicSlug(
  db: Db,
  {
    companyId,
    slug: rawSlug,
    appUrl,
  }: PublicLinkOptions & { /** The slug asked for, as typed (trimmed here). */ slug: string },
): Promise<PublicLink> {
  const slug = rawSlug.trim()
  if (!isValidSlug(slug)) throw new AppError('UNPROCESSABLE', SETTINGS_MESSAGES.slugInvalid)
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ slug: companies.publicFormUrl })
        .from(companies)
        .where(companyWhere(companyId))
        .for('update')
      if (!current) throw new AppError('NOT_FOUND', COMPANY_NOT_FOUND)
      if (current.slug === slug) return
      const [taken] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(otherCompanies(companyId, eq(companies.publicFormUrl, slug)))
      if (taken) throw new AppError('CONFLICT', SETTINGS_MESSAGES.slugTaken)
      // Another company's old slug stays theirs for RELEASED_SLUG_RESERVATION_DAYS (decision 016).
      const [reserved] = await tx
        .select({ companyId: companySlugRedirects.companyId })
        .from(companySlugRedirects)
        .where(
          otherTenants(
            companySlugRedirects,
            companyId,
            eq(companySlugRedirects.slug, slug),
            gt(
              companySlugRedirects.updatedAt,
              sql`now() - make_interval(days => ${RELEASED_SLUG_RESERVATION_DAYS})`,
            ),
          ),
        )
      if (reserved) throw new AppError('CONFLICT', SETTINGS_MESSAGES.slugTaken)
      await tx.delete(companySlugRedirects).where(eq(companySlugRedirects.slug, slug))
      await tx.update(companies).set({ publicFormUrl: slug }).where(companyWhere(companyId))
      await tx
        .insert(companySlugRedirects)
        .values({ slug: current.slug, companyId })
        .onConflictDoUpdate({ target: companySlugRedirects.slug, set: { companyId, updatedAt: new Date() } })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', SETTINGS_MESSAGES.slugTaken)
    throw error
  }
  return getPublicLink(db, { companyId, appUrl })
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true
  }
  return false
}

/** The slug a company now uses, when `slug` is one it used before and nobody else has taken; else null. */
export async function findSlugRedirect(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: companies.publicFormUrl })
    .from(companySlugRedirects)
    .innerJoin(companies, joinCompany(companySlugRedirects))
    .where(eq(companySlugRedirects.slug, slug))
  return row?.slug ?? null
}
