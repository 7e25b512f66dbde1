import { randomUUID } from 'node:crypto'
import { asc, desc, eq, inArray, min, ne, or, type SQL, sql } from 'drizzle-orm'
import { APPLICATION_MESSAGES } from '../../../shared/applications/api.ts'
import {
  type ApplicationPerson,
  cpfKey,
  emailKey,
  type MergeResult,
  mobilePhoneKey,
  PERSON_MESSAGES,
} from '../../../shared/applications/persons.ts'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import {
  RESUME_CONTENT_TYPES,
  RESUME_FIELD_ID,
  resumeFileName,
} from '../../../shared/resumes/resume-files.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { candidateSubmissions, submissionFiles } from '../../db/schema/submissions.ts'
import { joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { recordApplicationEvents } from '../history/history.service.ts'
import { answerByKey, assertCan, type Caller } from './applications.service.ts'

/**
 * The person behind applications (issue 15, docs/decisions/021-person-model.md). Within a company,
 * an application with the same CPF, e-mail or mobile phone as an earlier one is the same person;
 * staff join two more with "Mesclar". Every change of person ids runs under the per-company
 * submission lock (`lockCompanySubmissions`), so an arriving application and a merge never race.
 */

const table = candidateSubmissions

/** The keys one application is compared by (null: it has none of that kind). */
export type PersonKeys = { cpfDigits: string | null; emailKey: string | null; phoneKey: string | null }

/** The keys of an application from its CPF, e-mail and mobile phone as typed or read from a CV. */
export function personKeys(values: { cpf?: unknown; email?: unknown; phone?: unknown }): PersonKeys {
  return {
    cpfDigits: cpfKey(values.cpf),
    emailKey: emailKey(values.email),
    phoneKey: mobilePhoneKey(values.phone),
  }
}

/**
 * One application, merge or import of a company at a time: the plan's resume limit and the person
 * of an arriving application stay exact. Call first thing inside the transaction.
 */
export async function lockCompanySubmissions(tx: DbExecutor, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`submissions:${companyId}`}))`)
}

type AssignPersonOptions = {
  /** The company the new application belongs to (never another's rows are read). */
  companyId: string
  /** The new application's keys. */
  keys: PersonKeys
}

/** The person a new application joins, and that person's first application (null: a new person). */
export type AssignedPerson = { personId: string; earlier: { id: string; name: string | null } | null }

/**
 * The person of an application about to be inserted, under `lockCompanySubmissions`: a new one when
 * no application of the company shares a key, else the matching person. When the keys match several
 * persons (the new CPF is one person's, the e-mail another's), they are one person: the others'
 * applications join the person of the earliest application.
 */
export async function assignPerson(
  tx: DbExecutor,
  { companyId, keys }: AssignPersonOptions,
): Promise<AssignedPerson> {
  const matches = [
    keys.cpfDigits ? eq(table.cpfDigits, keys.cpfDigits) : undefined,
    keys.emailKey ? eq(table.emailKey, keys.emailKey) : undefined,
    keys.phoneKey ? eq(table.phoneKey, keys.phoneKey) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  if (matches.length === 0) return { personId: randomUUID(), earlier: null }
  const persons = await tx
    .select({ personId: table.personId, first: min(table.createdAt) })
    .from(table)
    .where(tenantWhere(table, companyId, or(...matches)))
    .groupBy(table.personId)
    .orderBy(asc(min(table.createdAt)), asc(table.personId))
  const [chosen, ...others] = persons
  if (!chosen) return { personId: randomUUID(), earlier: null }
  if (others.length > 0) {
    await tx
      .update(table)
      .set({ personId: chosen.personId })
      .where(
        tenantWhere(
          table,
          companyId,
          inArray(
            table.personId,
            others.map((other) => other.personId),
          ),
        ),
      )
  }
  const [earlier] = await tx
    .select({ id: table.id, name: answerByKey(CORE_FIELD_KEYS.fullName) })
    .from(table)
    .where(tenantWhere(table, companyId, eq(table.personId, chosen.personId)))
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(1)
  return { personId: chosen.personId, earlier: earlier ?? null }
}

async function findPersonId(db: DbExecutor, caller: Caller, id: string): Promise<string> {
  const [row] = await db
    .select({ personId: table.personId })
    .from(table)
    .where(tenantWhere(table, caller.companyId, eq(table.id, id)))
  if (!row) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
  return row.personId
}

/**
 * GET /api/applications/:id/person: the person's other applications (newest first) and every CV
 * file of the person's applications (newest first, this application's too). Another company's id: 404.
 */
export async function getApplicationPerson(
  db: Db,
  { caller, id }: { caller: Caller; id: string },
): Promise<ApplicationPerson> {
  assertCan(caller, 'applications:view')
  const personId = await findPersonId(db, caller, id)
  const [others, files] = await Promise.all([
    db
      .select({
        id: table.id,
        name: answerByKey(CORE_FIELD_KEYS.fullName),
        status: table.status,
        createdAt: table.createdAt,
        source: table.source,
        jobTitle: sql<string | null>`(select j.title from jobs j where j.id = ${table.jobId})`,
      })
      .from(table)
      .where(tenantWhere(table, caller.companyId, eq(table.personId, personId), ne(table.id, id)))
      .orderBy(desc(table.createdAt), desc(table.id)),
    db
      .select({
        applicationId: submissionFiles.submissionId,
        contentType: submissionFiles.contentType,
        sizeBytes: submissionFiles.sizeBytes,
        createdAt: submissionFiles.createdAt,
        name: answerByKey(CORE_FIELD_KEYS.fullName),
      })
      .from(submissionFiles)
      .innerJoin(table, joinSameCompany(submissionFiles, table, eq(table.id, submissionFiles.submissionId)))
      .where(
        tenantWhere(
          submissionFiles,
          caller.companyId,
          eq(submissionFiles.fieldId, RESUME_FIELD_ID),
          eq(table.personId, personId),
        ),
      )
      .orderBy(desc(submissionFiles.createdAt), desc(submissionFiles.id)),
  ])
  return {
    others: others.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    resumes: files.map((file) => {
      const format =
        (Object.entries(RESUME_CONTENT_TYPES).find(([, type]) => type === file.contentType)?.[0] as
          | keyof typeof RESUME_CONTENT_TYPES
          | undefined) ?? null
      return {
        applicationId: file.applicationId,
        fileName: resumeFileName(file.name, format ?? 'pdf'),
        format,
        sizeBytes: Number(file.sizeBytes),
        createdAt: file.createdAt.toISOString(),
        downloadUrl: `/api/applications/${file.applicationId}/resume`,
      }
    }),
  }
}

type MergeOptions = {
  /** The signed-in member (applications:merge: admin and premium). */
  caller: Caller
  /** The application whose detail the member merges from. */
  id: string
  /** The other application staff know is the same person. */
  otherId: string
}

/**
 * POST /api/applications/:id/merge: the two applications (and every application of both persons)
 * become one person, recorded in both applications' history. Under the company's submission lock,
 * so merges and arriving applications never interleave; merging two applications that are already
 * one person changes and records nothing. Either id of another company: 404.
 */
export async function mergeApplications(db: Db, { caller, id, otherId }: MergeOptions): Promise<MergeResult> {
  assertCan(caller, 'applications:merge')
  return db.transaction(async (tx) => {
    await lockCompanySubmissions(tx, caller.companyId)
    const rows = await tx
      .select({ id: table.id, personId: table.personId })
      .from(table)
      .where(tenantWhere(table, caller.companyId, inArray(table.id, [id, otherId])))
    const own = rows.find((row) => row.id === id)
    const other = rows.find((row) => row.id === otherId)
    if (!own || !other) throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.notFound)
    if (id === otherId) throw new AppError('UNPROCESSABLE', PERSON_MESSAGES.sameApplication)
    if (own.personId === other.personId) return { merged: false, message: PERSON_MESSAGES.alreadySame }
    await tx
      .update(table)
      .set({ personId: own.personId })
      .where(tenantWhere(table, caller.companyId, eq(table.personId, other.personId)))
    await recordApplicationEvents(
      tx,
      [
        { applicationId: id, otherApplicationId: otherId },
        { applicationId: otherId, otherApplicationId: id },
      ].map((event) => ({
        companyId: caller.companyId,
        applicationId: event.applicationId,
        actorUserId: caller.userId,
        type: 'merged' as const,
        data: { otherApplicationId: event.otherApplicationId },
      })),
    )
    return { merged: true, message: PERSON_MESSAGES.merged }
  })
}
