import { randomUUID } from 'node:crypto'
import { and, eq, like, or } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { slugCandidate, slugify } from '../../../shared/slug.ts'
import { type Auth, sendConfirmationEmail } from '../../auth/auth.ts'
import type { Db } from '../../db/client.ts'
import { account, user } from '../../db/schema/auth.ts'
import { companies, subscriptions } from '../../db/schema/companies.ts'
import { profiles } from '../../db/schema/profiles.ts'
import type { Env } from '../../env.ts'
import { AppError } from '../../errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { ensureDefaultForm } from '../forms/default-form.ts'

export type AccountsContext = {
  db: Db
  auth: Auth
  env: Env
  mailer: Mailer
  log: FastifyBaseLogger
}

export type SignUpValues = {
  fullName: string
  /** Already trimmed and lower-cased by the shared schema. */
  email: string
  companyName: string
  password: string
}

/** A slug for a company whose name has no letter or digit left ("!!!"). */
const FALLBACK_SLUG = 'empresa'
const UNIQUE_VIOLATION = '23505'
/** Simultaneous sign-ups of one company name that all get a slug (a 7th of 6 once answered 500). */
const MAX_SLUG_ATTEMPTS = 20

/**
 * Creates the account of a new company: user + credential, company, admin profile, subscription on
 * plan gratuito, a unique public-form slug and the default application form, in one transaction (nothing remains if a step fails);
 * then sends the confirmation e-mail. An e-mail that already has an account answers ACCOUNT_EXISTS
 * (see `existingAccountError`).
 */
export async function signUp(
  ctx: AccountsContext,
  values: SignUpValues,
): Promise<{ email: string; fullName: string }> {
  const authContext = await ctx.auth.$context
  const existing = await findUserByEmail(ctx.db, values.email)
  if (existing) throw await existingAccountError(ctx, existing, values.password)

  const passwordHash = await authContext.password.hash(values.password)
  const userId = authContext.generateId({ model: 'user' }) || randomUUID()
  for (let attempt = 1; ; attempt++) {
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.insert(user).values({ id: userId, name: values.fullName, email: values.email })
        await tx.insert(account).values({
          id: authContext.generateId({ model: 'account' }) || randomUUID(),
          accountId: userId,
          providerId: 'credential',
          userId,
          password: passwordHash,
        })
        const publicFormUrl = await freeSlug(tx, slugify(values.companyName) || FALLBACK_SLUG)
        const [company] = await tx
          .insert(companies)
          .values({ name: values.companyName, publicFormUrl })
          .returning({ id: companies.id })
        if (!company) throw new Error('company insert returned no row')
        await tx
          .insert(profiles)
          .values({ id: userId, companyId: company.id, fullName: values.fullName, role: 'admin' })
        await tx.insert(subscriptions).values({ companyId: company.id, planType: 'gratuito' })
        await ensureDefaultForm(tx, company.id)
      })
      break
    } catch (error) {
      const constraint = uniqueViolation(error)
      // Two sign-ups raced: the same e-mail answers as an existing account, the same slug retries
      // (with the slugs taken meanwhile: of N simultaneous sign-ups of one name, the last needs N tries).
      if (constraint === 'user_email_unique') {
        const raced = await findUserByEmail(ctx.db, values.email)
        if (raced) throw await existingAccountError(ctx, raced, values.password)
      }
      if (constraint === 'companies_public_form_url_key' && attempt < MAX_SLUG_ATTEMPTS) continue
      throw error
    }
  }

  try {
    await sendConfirmationEmail(ctx, { id: userId, email: values.email, name: values.fullName })
  } catch (error) {
    // The account exists; the user can ask for the e-mail again on /cadastro-sucesso.
    ctx.log.error({ err: error, userId }, 'confirmation e-mail not sent after sign-up')
  }
  return { email: values.email, fullName: values.fullName }
}

/**
 * Sends the confirmation e-mail again when the e-mail belongs to an account not yet confirmed.
 * Answers the same in every case, so the call never tells whether an account exists.
 */
export async function resendConfirmation(ctx: AccountsContext, email: string): Promise<void> {
  const existing = await findUserByEmail(ctx.db, email)
  if (!existing || existing.emailVerified) return
  await sendConfirmationEmail(ctx, { id: existing.id, email: existing.email, name: existing.name })
}

type ExistingUser = { id: string; email: string; name: string; emailVerified: boolean }

async function findUserByEmail(db: Db, email: string): Promise<ExistingUser | undefined> {
  const [found] = await db
    .select({ id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .limit(1)
  return found
}

/**
 * The spec's rule (section 4, Sign-up): a sign-in with the typed credentials is tried; success means
 * "confirmed" (dialog "Email já cadastrado"), failure "not confirmed" (dialog "Cadastro não
 * confirmado"). The sign-in is only a password check here: no session is created. The answer
 * carries nothing but that one flag, and the password hash is always checked, so a wrong password
 * and an unconfirmed account look alike in content and timing. Sign-up is rate limited per IP and
 * per e-mail, which bounds password guessing through this answer.
 */
async function existingAccountError(ctx: AccountsContext, existing: ExistingUser, password: string) {
  const authContext = await ctx.auth.$context
  const [credential] = await ctx.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, existing.id), eq(account.providerId, 'credential')))
    .limit(1)
  const passwordMatches = await authContext.password.verify({
    hash: credential?.password ?? (await getDummyHash(authContext)),
    password,
  })
  const confirmed = passwordMatches && credential !== undefined && existing.emailVerified
  return new AppError(
    'ACCOUNT_EXISTS',
    confirmed
      ? 'Este e-mail já está cadastrado e confirmado.'
      : 'Este e-mail já está cadastrado, mas o cadastro ainda não foi confirmado.',
    { confirmed },
  )
}

/** A hash of a random string, made once, so a missing credential costs the same time. */
let dummyHash: Promise<string> | undefined
function getDummyHash(authContext: Awaited<Auth['$context']>): Promise<string> {
  dummyHash ??= authContext.password.hash(randomUUID())
  return dummyHash
}

/** The first of base, base-2, base-3… that no company uses. */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = await db
    .select({ slug: companies.publicFormUrl })
    .from(companies)
    .where(or(eq(companies.publicFormUrl, base), like(companies.publicFormUrl, `${base}-%`)))
  const used = new Set(taken.map((row) => row.slug))
  for (let attempt = 1; ; attempt++) {
    const candidate = slugCandidate(base, attempt)
    if (!used.has(candidate)) return candidate
  }
}

function uniqueViolation(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown }
    if (candidate.code === UNIQUE_VIOLATION) {
      const name = candidate.constraint ?? candidate.constraint_name
      return typeof name === 'string' ? name : ''
    }
  }
  return undefined
}
