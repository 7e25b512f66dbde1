import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import {
  CANDIDATE_AREA_MESSAGES,
  type CandidateApplication,
  type CandidateArea,
  candidateStatus,
} from '../../../shared/candidate-area/api.ts'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import { askedFields, type FormField, type FormValues } from '../../../shared/forms/form-fields.ts'
import { buildSubmissionSchema, fieldErrors } from '../../../shared/forms/form-schema.ts'
import type { CandidateInterview, CandidateResponseInput } from '../../../shared/interviews/api.ts'
import { RESUME_FIELD_ID } from '../../../shared/resumes/resume-files.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import {
  applicationEvents,
  applicationFormVersions,
  candidateDataRequests,
  candidatePasswordResets,
  candidateSessions,
  candidateSubmissions,
  jobStages,
  jobs,
  profiles,
  resumeImportFiles,
  type StoredAnswer,
  submissionConsents,
  submissionFiles,
  user,
} from '../../db/schema/index.ts'
import { joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { sendMailJob } from '../../mail/mail-job.ts'
import { candidateDeletionNoticeEmail } from '../../mail/templates/candidate-area-emails.ts'
import type { FileStorage } from '../../storage/storage.ts'
import type { WorkerPool } from '../../workers/pool.ts'
import { loadCompanyForm } from '../forms/form.service.ts'
import { recordApplicationEvent } from '../history/history.service.ts'
import { type InterviewDeps, respondToInterview } from '../interviews/interviews.service.ts'
import { jobQuestionFields } from '../jobs/job-rules.ts'
import { buildSearchTexts } from '../public-form/public-form.service.ts'
import { claimCandidateUpload, uploadCandidateResume } from '../public-form/resume-upload.service.ts'
import { applicationResumeJob } from '../resumes/processing/application-resume-job.ts'
import { CANDIDATE_AREA_SECTIONS, type CandidateAreaSectionPart } from './candidate-area.extensions.ts'
import type { CandidateCaller } from './candidate-auth.service.ts'
import { identifierHash } from './candidate-auth.service.ts'

const table = candidateSubmissions

/** The person's applications in the caller's company (the only rows a candidate reaches). */
function personWhere(caller: CandidateCaller, extra?: ReturnType<typeof and>) {
  return tenantWhere(table, caller.company.id, and(eq(table.personId, caller.personId), extra))
}

function answerByKey(formData: Record<string, StoredAnswer>, key: string): unknown {
  return Object.values(formData).find((answer) => answer.key === key)?.value
}

/** GET /api/candidate/:slug/area: the person's applications in the company, newest first. */
export async function getCandidateArea(db: Db, caller: CandidateCaller): Promise<CandidateArea> {
  const rows = await db
    .select({
      id: table.id,
      status: table.status,
      createdAt: table.createdAt,
      withdrawnAt: table.withdrawnAt,
      formData: table.formData,
      jobTitle: jobs.title,
      jobStatus: jobs.status,
      stageName: jobStages.name,
    })
    .from(table)
    .leftJoin(jobs, joinSameCompany(jobs, table, eq(jobs.id, table.jobId)))
    .leftJoin(jobStages, joinSameCompany(jobStages, table, eq(jobStages.id, table.stageId)))
    .where(personWhere(caller))
    .orderBy(desc(table.createdAt), desc(table.id))
  if (rows.length === 0) throw new AppError('UNAUTHORIZED', CANDIDATE_AREA_MESSAGES.signedOut)
  const ids = rows.map((row) => row.id)
  const files = await db
    .select({
      submissionId: submissionFiles.submissionId,
      originalName: submissionFiles.originalName,
      createdAt: submissionFiles.createdAt,
    })
    .from(submissionFiles)
    .where(
      tenantWhere(
        submissionFiles,
        caller.company.id,
        and(inArray(submissionFiles.submissionId, ids), eq(submissionFiles.fieldId, RESUME_FIELD_ID)),
      ),
    )
    .orderBy(asc(submissionFiles.createdAt))
  const resumeNames = new Map(files.map((file) => [file.submissionId, file.originalName]))
  const consents = await db
    .select({ sensitive: submissionConsents.sensitiveDataAccepted })
    .from(submissionConsents)
    .where(tenantWhere(submissionConsents, caller.company.id, inArray(submissionConsents.submissionId, ids)))
  const form = await loadCompanyForm(db, caller.company.id)
  const acceptsResume = form.fields.some((field) => field.type === 'arquivo')

  const parts = new Map<string, CandidateAreaSectionPart>()
  for (const section of CANDIDATE_AREA_SECTIONS) {
    const loaded = await section(db, {
      companyId: caller.company.id,
      personId: caller.personId,
      applicationIds: ids,
    })
    for (const [id, part] of loaded) parts.set(id, { ...parts.get(id), ...part })
  }

  const applications: CandidateApplication[] = rows.map((row) => {
    const { hasUpcomingInterview, ...extra } = parts.get(row.id) ?? {}
    const status = candidateStatus({
      status: row.status,
      withdrawn: row.withdrawnAt !== null,
      stageName: row.stageName,
      jobClosed: row.jobStatus === 'encerrada',
      hasUpcomingInterview,
    })
    return {
      id: row.id,
      jobTitle: row.jobTitle,
      createdAt: row.createdAt.toISOString(),
      status,
      withdrawn: row.withdrawnAt !== null,
      open: status !== 'encerrado' && status !== 'aprovada',
      acceptsResume,
      resumeName: resumeNames.get(row.id) ?? null,
      ...extra,
    }
  })
  const latest = rows[0]?.formData ?? {}
  const name = answerByKey(latest, CORE_FIELD_KEYS.fullName)
  const email = answerByKey(latest, CORE_FIELD_KEYS.email)
  return {
    companyName: caller.company.name,
    name: typeof name === 'string' ? name : '',
    email: typeof email === 'string' ? email : null,
    sensitiveConsent: consents.some((consent) => consent.sensitive),
    applications,
  }
}

type OwnApplication = {
  id: string
  jobId: string | null
  status: (typeof table.$inferSelect)['status']
  withdrawnAt: Date | null
  formData: Record<string, StoredAnswer>
  jobStatus: string | null
}

/** One of the person's applications, or 404 (another person's or company's id alike). */
async function ownApplication(db: DbExecutor, caller: CandidateCaller, id: string): Promise<OwnApplication> {
  const [row] = await db
    .select({
      id: table.id,
      jobId: table.jobId,
      status: table.status,
      withdrawnAt: table.withdrawnAt,
      formData: table.formData,
      jobStatus: jobs.status,
    })
    .from(table)
    .leftJoin(jobs, joinSameCompany(jobs, table, eq(jobs.id, table.jobId)))
    .where(personWhere(caller, eq(table.id, id)))
  if (!row) throw new AppError('NOT_FOUND', CANDIDATE_AREA_MESSAGES.notFound)
  return row
}

/**
 * "Confirmar presença" / "Pedir outro horário" from the area: the same answer as the e-mail's
 * links, for an interview of one of the person's own applications (anything else → 404).
 */
export async function answerInterview(
  deps: InterviewDeps,
  caller: CandidateCaller,
  options: { applicationId: string; interviewId: string; input: CandidateResponseInput },
): Promise<CandidateInterview> {
  await ownApplication(deps.db, caller, options.applicationId)
  return respondToInterview(deps, { companyId: caller.company.id, ...options })
}

/** Updating, a new CV and withdrawing need an open application. */
function assertOpen(row: OwnApplication): void {
  if (row.withdrawnAt) throw new AppError('CONFLICT', CANDIDATE_AREA_MESSAGES.withdrawn)
  if (row.status === 'reprovado' || row.status === 'aprovado' || row.jobStatus === 'encerrada') {
    throw new AppError('CONFLICT', CANDIDATE_AREA_MESSAGES.closed)
  }
}

/** The questions of the application: the company's form plus its job's own questions. */
async function applicationFields(
  db: DbExecutor,
  companyId: string,
  jobId: string | null,
): Promise<FormField[]> {
  const form = await loadCompanyForm(db, companyId)
  if (!jobId) return form.fields
  const [job] = await db
    .select({ questions: jobs.questions })
    .from(jobs)
    .where(tenantWhere(jobs, companyId, eq(jobs.id, jobId)))
  return [...form.fields, ...jobQuestionFields(job?.questions ?? [])]
}

/**
 * The answers a candidate may change: not the password, photo or CV (their own actions), not the
 * CPF and e-mail (they identify the person and sign them in), not copies of other fields, and the
 * sensitive questions only while their consent holds.
 */
const LOCKED_TYPES = new Set(['senha', 'foto', 'arquivo', 'cpf', 'email'])

function editableFields(fields: readonly FormField[], sensitive: boolean): FormField[] {
  return askedFields(fields, sensitive).filter(
    (field) =>
      !LOCKED_TYPES.has(field.type) &&
      !field.settings.copyOf &&
      field.key !== CORE_FIELD_KEYS.cpf &&
      field.key !== CORE_FIELD_KEYS.email,
  )
}

async function sensitiveConsent(db: DbExecutor, companyId: string, applicationId: string): Promise<boolean> {
  const [consent] = await db
    .select({ sensitive: submissionConsents.sensitiveDataAccepted })
    .from(submissionConsents)
    .where(tenantWhere(submissionConsents, companyId, eq(submissionConsents.submissionId, applicationId)))
  return consent?.sensitive ?? false
}

/** GET /api/candidate/:slug/applications/:id/form: the editable questions, prefilled. */
export async function getApplicationForm(db: Db, caller: CandidateCaller, id: string) {
  const row = await ownApplication(db, caller, id)
  const fields = editableFields(
    await applicationFields(db, caller.company.id, row.jobId),
    await sensitiveConsent(db, caller.company.id, id),
  )
  const values: FormValues = {}
  for (const field of fields) {
    const answer = row.formData[field.id]
    if (answer !== undefined) values[field.id] = answer.value as FormValues[string]
  }
  return { fields, values }
}

/**
 * PUT /api/candidate/:slug/applications/:id/data. Validates the editable answers like the public
 * form, keeps the previous answers as a version (application_form_versions), stores the new ones
 * and records `candidate_updated`, all in one transaction.
 */
export async function updateApplicationData(
  db: Db,
  caller: CandidateCaller,
  id: string,
  sent: Record<string, unknown>,
): Promise<{ version: number }> {
  return db.transaction(async (tx) => {
    const row = await ownApplication(tx, caller, id)
    assertOpen(row)
    const all = await applicationFields(tx, caller.company.id, row.jobId)
    const fields = editableFields(all, await sensitiveConsent(tx, caller.company.id, id))
    const editable = new Set(fields.map((field) => field.id))
    const values = Object.fromEntries(Object.entries(sent).filter(([fieldId]) => editable.has(fieldId)))
    const parsed = buildSubmissionSchema(fields).safeParse(values)
    if (!parsed.success) {
      throw new AppError('UNPROCESSABLE', 'Confira os campos destacados.', {
        fields: fieldErrors(parsed.error),
      })
    }
    const formData: Record<string, StoredAnswer> = { ...row.formData }
    for (const field of fields) {
      const value = parsed.data[field.id]
      if (value === undefined || value === null || value === '') {
        delete formData[field.id]
        continue
      }
      formData[field.id] = {
        key: field.key,
        label: field.label,
        type: field.type,
        step: field.stepNumber,
        value,
        ...(field.subFields?.length
          ? { subLabels: Object.fromEntries(field.subFields.map((sub) => [sub.key, sub.label])) }
          : {}),
      }
    }
    const allValues: FormValues = {}
    for (const [fieldId, answer] of Object.entries(formData))
      allValues[fieldId] = answer.value as FormValues[string]
    const { searchText, answersText } = buildSearchTexts(all, allValues, CORE_FIELD_KEYS)
    await tx.insert(applicationFormVersions).values({
      companyId: caller.company.id,
      applicationId: id,
      formData: row.formData,
    })
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(applicationFormVersions)
      .where(
        tenantWhere(
          applicationFormVersions,
          caller.company.id,
          eq(applicationFormVersions.applicationId, id),
        ),
      )
    await tx
      .update(table)
      .set({ formData, searchText, answersText })
      .where(personWhere(caller, eq(table.id, id)))
    await recordApplicationEvent(tx, {
      companyId: caller.company.id,
      applicationId: id,
      actorUserId: null,
      type: 'candidate_updated',
      data: { version: count },
    })
    return { version: count }
  })
}

/**
 * POST /api/candidate/:slug/applications/:id/resume (raw bytes). The public form's CV path: the
 * same checks in the worker pool and the same storage, then the file becomes the application's
 * newest CV (older ones stay as its versions), the CV answer points at it, and the
 * `resumes.application` job reads it.
 */
export async function sendNewResume(
  deps: { db: Db; storage: FileStorage; pool: WorkerPool; queue: JobQueue },
  caller: CandidateCaller,
  input: { id: string; name: string; bytes: Uint8Array; ip: string },
): Promise<{ name: string }> {
  const before = await ownApplication(deps.db, caller, input.id)
  assertOpen(before)
  const form = await loadCompanyForm(deps.db, caller.company.id)
  const field = form.fields.find((candidate) => candidate.type === 'arquivo')
  if (!field) throw new AppError('NOT_FOUND', CANDIDATE_AREA_MESSAGES.notFound)
  const upload = await uploadCandidateResume(deps, {
    slug: caller.company.slug,
    name: input.name,
    bytes: input.bytes,
    ip: input.ip,
  })
  await deps.db.transaction(async (tx) => {
    const row = await ownApplication(tx, caller, input.id)
    assertOpen(row)
    const claimed = await claimCandidateUpload(tx, {
      companyId: caller.company.id,
      uploadId: upload.uploadId,
      fieldId: field.id,
    })
    await tx.insert(submissionFiles).values({
      submissionId: input.id,
      companyId: caller.company.id,
      fieldId: RESUME_FIELD_ID,
      storageKey: claimed.storageKey,
      contentType: claimed.contentType,
      sizeBytes: claimed.sizeBytes,
      originalName: claimed.originalName,
    })
    const formData = {
      ...row.formData,
      [field.id]: {
        key: field.key,
        label: field.label,
        type: field.type,
        step: field.stepNumber,
        value: {
          storageKey: claimed.storageKey,
          name: claimed.originalName,
          type: claimed.contentType,
          size: claimed.sizeBytes,
        },
      },
    }
    await tx
      .update(table)
      .set({ formData })
      .where(personWhere(caller, eq(table.id, input.id)))
    await recordApplicationEvent(tx, {
      companyId: caller.company.id,
      applicationId: input.id,
      actorUserId: null,
      type: 'candidate_resume_sent',
      data: {},
    })
    await deps.queue.send(
      applicationResumeJob,
      { companyId: caller.company.id, applicationId: input.id },
      { tx },
    )
  })
  deps.queue.wake(applicationResumeJob)
  return { name: upload.name }
}

/**
 * POST /api/candidate/:slug/applications/:id/withdraw ("Retirar candidatura"): status reprovado with
 * the reason "Desistência do candidato", withdrawn_at set, `withdrawn` (and `status_changed`)
 * recorded. The team sees it as rejected by withdrawal; the candidate sees "Processo encerrado".
 */
export async function withdrawApplication(db: Db, caller: CandidateCaller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await ownApplication(tx, caller, id)
    assertOpen(row)
    await tx
      .update(table)
      .set({ status: 'reprovado', rejectionReason: 'desistencia', withdrawnAt: new Date() })
      .where(personWhere(caller, and(eq(table.id, id), isNull(table.withdrawnAt))))
    await recordApplicationEvent(tx, {
      companyId: caller.company.id,
      applicationId: id,
      actorUserId: null,
      type: 'withdrawn',
      data: {},
    })
    if (row.status !== 'reprovado') {
      await recordApplicationEvent(tx, {
        companyId: caller.company.id,
        applicationId: id,
        actorUserId: null,
        type: 'status_changed',
        data: { from: row.status, to: 'reprovado' },
      })
    }
  })
}

/** The identifier the anonymised LGPD record is keyed by: the person's CPF, else e-mail, else id. */
export async function personIdentifierHash(
  db: DbExecutor,
  secret: string,
  caller: CandidateCaller,
): Promise<string> {
  const [row] = await db
    .select({ cpf: table.cpfDigits, email: table.emailKey })
    .from(table)
    .where(personWhere(caller))
    .orderBy(desc(table.createdAt))
    .limit(1)
  return identifierHash(secret, caller.company.id, row?.cpf ?? row?.email ?? caller.personId)
}

/**
 * POST /api/candidate/:slug/consent/revoke. The optional sensitive-data consent ends on every
 * application of the person: the sensitive answers (and those in earlier versions) are erased, the
 * consents say false, `consent_revoked` is recorded on each, and the company's LGPD record kept.
 */
export async function revokeSensitiveConsent(
  db: Db,
  secret: string,
  caller: CandidateCaller,
): Promise<{ erasedAnswers: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id, jobId: table.jobId, formData: table.formData })
      .from(table)
      .where(personWhere(caller))
    let total = 0
    for (const row of rows) {
      const sensitive = new Set(
        (await applicationFields(tx, caller.company.id, row.jobId))
          .filter((field) => field.isSensitive)
          .map((field) => field.id),
      )
      const strip = (data: Record<string, StoredAnswer>) =>
        Object.fromEntries(Object.entries(data).filter(([fieldId]) => !sensitive.has(fieldId)))
      const formData = strip(row.formData)
      const erased = Object.keys(row.formData).length - Object.keys(formData).length
      total += erased
      await tx
        .update(table)
        .set({ formData })
        .where(personWhere(caller, eq(table.id, row.id)))
      const versions = await tx
        .select({ id: applicationFormVersions.id, formData: applicationFormVersions.formData })
        .from(applicationFormVersions)
        .where(
          tenantWhere(
            applicationFormVersions,
            caller.company.id,
            eq(applicationFormVersions.applicationId, row.id),
          ),
        )
      for (const version of versions) {
        await tx
          .update(applicationFormVersions)
          .set({ formData: strip(version.formData) })
          .where(
            tenantWhere(
              applicationFormVersions,
              caller.company.id,
              eq(applicationFormVersions.id, version.id),
            ),
          )
      }
      await tx
        .update(submissionConsents)
        .set({ sensitiveDataAccepted: false })
        .where(
          tenantWhere(submissionConsents, caller.company.id, eq(submissionConsents.submissionId, row.id)),
        )
      await recordApplicationEvent(tx, {
        companyId: caller.company.id,
        applicationId: row.id,
        actorUserId: null,
        type: 'consent_revoked',
        data: { erasedAnswers: erased },
      })
    }
    await tx.insert(candidateDataRequests).values({
      companyId: caller.company.id,
      kind: 'revogacao_consentimento',
      identifierHash: await personIdentifierHash(tx, secret, caller),
      counts: { applications: rows.length, erasedAnswers: total },
    })
    return { erasedAnswers: total }
  })
}

/**
 * DELETE /api/candidate/:slug/data: erases the person at once — every application (consents,
 * files rows and versions go with them by cascade), their history events, the CV import rows that
 * hold their files, their sessions and reset links, then the stored files. An anonymised
 * `exclusao` record stays for the company's audit, and the admins are told by e-mail (queued in the
 * same transaction).
 */
export async function deleteCandidateData(
  deps: { db: Db; storage: FileStorage; queue: JobQueue; secret: string },
  caller: CandidateCaller,
  onFileError?: (key: string, error: unknown) => void,
): Promise<{ applications: number; files: number }> {
  const companyId = caller.company.id
  const { keys, counts } = await deps.db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).where(personWhere(caller))
    const ids = rows.map((row) => row.id)
    const identifier = await personIdentifierHash(tx, deps.secret, caller)
    const keys = new Set<string>()
    if (ids.length > 0) {
      const files = await tx
        .select({ storageKey: submissionFiles.storageKey })
        .from(submissionFiles)
        .where(tenantWhere(submissionFiles, companyId, inArray(submissionFiles.submissionId, ids)))
      for (const file of files) keys.add(file.storageKey)
      const imported = await tx
        .delete(resumeImportFiles)
        .where(tenantWhere(resumeImportFiles, companyId, inArray(resumeImportFiles.submissionId, ids)))
        .returning({ storageKey: resumeImportFiles.storageKey })
      for (const file of imported) if (file.storageKey) keys.add(file.storageKey)
      // Their events go too (a staff "deleted" event names the application's id).
      await tx
        .delete(applicationEvents)
        .where(
          tenantWhere(
            applicationEvents,
            companyId,
            or(
              inArray(applicationEvents.applicationId, ids),
              inArray(sql`${applicationEvents.data}->>'applicationId'`, ids),
            ),
          ),
        )
      await tx.delete(table).where(personWhere(caller, inArray(table.id, ids)))
    }
    await tx
      .delete(candidateSessions)
      .where(tenantWhere(candidateSessions, companyId, eq(candidateSessions.personId, caller.personId)))
    await tx
      .delete(candidatePasswordResets)
      .where(
        tenantWhere(
          candidatePasswordResets,
          companyId,
          eq(candidatePasswordResets.personId, caller.personId),
        ),
      )
    const counts = { applications: ids.length, files: keys.size }
    const [request] = await tx
      .insert(candidateDataRequests)
      .values({ companyId, kind: 'exclusao', identifierHash: identifier, counts })
      .returning({ requestedAt: candidateDataRequests.requestedAt })
    const admins = await tx
      .select({ email: user.email })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(tenantWhere(profiles, companyId, eq(profiles.role, 'admin'), eq(profiles.active, true)))
    for (const admin of admins) {
      await deps.queue.send(
        sendMailJob,
        candidateDeletionNoticeEmail({
          to: admin.email,
          companyName: caller.company.name,
          requestedAt: request?.requestedAt ?? new Date(),
          ...counts,
        }),
        { tx },
      )
    }
    return { keys: [...keys], counts }
  })
  for (const key of keys) {
    await deps.storage.delete(key).catch((error: unknown) => onFileError?.(key, error))
  }
  return counts
}
