import { eq } from 'drizzle-orm'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import {
  askedFields,
  type FileValue,
  type FormField,
  type FormValues,
  type GroupEntry,
  type PhotoValue,
} from '../../../shared/forms/form-fields.ts'
import { FORM_MESSAGES } from '../../../shared/forms/form-messages.ts'
import { buildSubmissionSchema, fieldErrors } from '../../../shared/forms/form-schema.ts'
import { PRIVACY_NOTICE_VERSION, privacyNoticeText } from '../../../shared/forms/privacy-notice.ts'
import {
  PUBLIC_FORM_MESSAGES,
  type PublicForm,
  type SubmissionResult,
} from '../../../shared/forms/public-form-api.ts'
import { consentSchema, type SubmissionEnvelope } from '../../../shared/forms/submission-payload.ts'
import { JOB_MESSAGES } from '../../../shared/jobs/api.ts'
import { RESUME_FIELD_ID } from '../../../shared/resumes/resume-files.ts'
import { onlyDigits } from '../../../shared/validation/brazil.ts'
import { decodeBase64, IMAGE_TOO_LARGE_MESSAGE } from '../../../shared/validation/image.ts'
import { enforceRateLimits } from '../../auth/rate-limit.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import {
  candidateSubmissions,
  companies,
  type StoredAnswer,
  submissionConsents,
  submissionFiles,
} from '../../db/schema/index.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { acceptsApplications } from '../../plans/resume-usage.ts'
import { normalizeForSearch } from '../../search/normalize.ts'
import type { FileStorage } from '../../storage/storage.ts'
import type { WorkerPool } from '../../workers/pool.ts'
import { computeFilterFacts } from '../applications/filter-facts.ts'
import { assignPerson, lockCompanySubmissions, personKeys } from '../applications/persons.service.ts'
import { deliverEmailJob } from '../email/delivery-job.ts'
import { type EmailDeps, queueReceipt } from '../email/email.service.ts'
import { loadCompanyForm } from '../forms/form.service.ts'
import { recordApplicationEvent } from '../history/history.service.ts'
import { formJob } from '../jobs/careers.service.ts'
import { placeNewApplication } from '../jobs/pipeline.service.ts'
import { applicationResumeJob } from '../resumes/processing/application-resume-job.ts'
import { claimCandidateUpload } from './resume-upload.service.ts'

type Company = { id: string; name: string; customLink: string | null }

async function findCompanyBySlug(db: Db, slug: string): Promise<Company> {
  const [company] = await db
    .select({ id: companies.id, name: companies.name, customLink: companies.customLink })
    .from(companies)
    .where(eq(companies.publicFormUrl, slug.toLowerCase()))
  if (!company) throw new AppError('NOT_FOUND', PUBLIC_FORM_MESSAGES.notFound)
  return company
}

/** GET /api/public/forms/:slug — everything the candidate's browser needs, scoped by the slug's company. */
export async function getPublicForm(db: Db, slug: string, jobSlug?: string): Promise<PublicForm> {
  const company = await findCompanyBySlug(db, slug)
  const job = jobSlug ? await formJob(db, company.id, jobSlug) : null
  const form = await loadCompanyForm(db, company.id)
  const room = await acceptsApplications(db, company.id)
  const accepting = room && (job?.receiving ?? true)
  return {
    companyName: company.name,
    companySite: company.customLink,
    title: form.title,
    steps: form.steps,
    accepting,
    notAcceptingMessage: accepting
      ? null
      : job && !job.receiving
        ? JOB_MESSAGES.notReceiving
        : PUBLIC_FORM_MESSAGES.notAccepting,
    privacyNotice: { version: PRIVACY_NOTICE_VERSION, text: privacyNoticeText(company.name) },
    job: job
      ? { slug: job.slug, title: job.title, receiving: job.receiving, questions: job.questions }
      : null,
  }
}

export type SubmitOptions = {
  db: Db
  storage: FileStorage
  /** Hashes the candidate's password off the event loop. */
  pool: WorkerPool
  /** Queues the reading of an attached CV (`resumes.application`) with the application's row. */
  queue: JobQueue
  /** Sends "Candidatura recebida" (issue 17); without it no receipt is queued. */
  emails?: EmailDeps
  slug: string
  payload: SubmissionEnvelope
  ip: string
  userAgent: string | undefined
  rateLimit: { max: number; window: number }
  /** Logs a honeypot hit (kept out of the answer so bots learn nothing). */
  onHoneypot?: () => void
}

export type SubmitOutcome = { result: SubmissionResult; created: boolean }

/**
 * POST /api/public/forms/:slug/submissions. Validates the answers against the company's current
 * form, then stores photos and the row in one go. The browser-generated id makes it idempotent:
 * a retry (or twenty parallel copies) of the same application answers the same result and makes
 * exactly one row.
 */
export async function submitApplication(options: SubmitOptions): Promise<SubmitOutcome> {
  const { db, storage } = options
  const payload = options.payload
  const company = await findCompanyBySlug(db, options.slug)

  const previous = await findSubmission(db, payload.id)
  if (previous) return { result: sameResult(previous, company.id), created: false }

  if (payload.website && payload.website.trim() !== '') {
    options.onHoneypot?.()
    return { result: { id: payload.id, status: 'novo', createdAt: new Date().toISOString() }, created: false }
  }

  await enforceRateLimits(db, [{ key: `public-submit:ip:${options.ip}`, rule: options.rateLimit }], {
    message: (retryAfterSeconds) => {
      const minutes = Math.ceil(retryAfterSeconds / 60)
      return `Muitos envios a partir desta conexão. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`
    },
  })

  // A job that is paused, closed or past its deadline takes no application (issue 14).
  const job = payload.jobSlug ? await formJob(db, company.id, payload.jobSlug) : null
  if (job && !job.receiving) throw new AppError('CONFLICT', JOB_MESSAGES.notReceiving)

  if (!(await acceptsApplications(db, company.id))) {
    throw new AppError('FORBIDDEN', PUBLIC_FORM_MESSAGES.notAccepting)
  }

  const companyForm = await loadCompanyForm(db, company.id)
  const form = job ? { ...companyForm, fields: [...companyForm.fields, ...job.questions] } : companyForm
  // Without the sensitive-data consent the sensitive questions were not shown: not required, and
  // any answer to them is dropped (the consent itself is checked after the answers).
  const sensitiveAsked =
    typeof payload.consent === 'object' &&
    payload.consent !== null &&
    (payload.consent as { sensitiveDataAccepted?: unknown }).sensitiveDataAccepted === true
  const asked = askedFields(form.fields, sensitiveAsked)
  const notAsked = new Set(form.fields.filter((field) => !asked.includes(field)).map((field) => field.id))
  const sent = Object.fromEntries(
    Object.entries(payload.values).filter(([fieldId]) => !notAsked.has(fieldId)),
  )
  const parsed = buildSubmissionSchema(asked).safeParse(sent)
  if (!parsed.success) {
    throw new AppError('UNPROCESSABLE', PUBLIC_FORM_MESSAGES.invalidSubmission, {
      fields: fieldErrors(parsed.error),
    })
  }

  const consentResult = consentSchema.safeParse(payload.consent)
  if (!consentResult.success) {
    const fields = Object.fromEntries(
      Object.entries(fieldErrors(consentResult.error)).map(([key, message]) => [`consent.${key}`, message]),
    )
    throw new AppError(
      'UNPROCESSABLE',
      fields['consent.privacyAccepted'] ?? PUBLIC_FORM_MESSAGES.invalidSubmission,
      {
        fields,
      },
    )
  }
  const consent = consentResult.data
  if (consent.noticeVersion !== PRIVACY_NOTICE_VERSION) {
    throw new AppError('UNPROCESSABLE', PUBLIC_FORM_MESSAGES.noticeOutdated, {
      fields: { 'consent.noticeVersion': PUBLIC_FORM_MESSAGES.noticeOutdated },
    })
  }
  const values = parsed.data
  const byId = new Map(form.fields.map((field) => [field.id, field]))
  const passwordField = form.fields.find((field) => field.type === 'senha')
  const password = passwordField ? values[passwordField.id] : undefined
  const passwordHash =
    typeof password === 'string' ? await options.pool.run('hashPassword', { password }) : null

  const formData: Record<string, StoredAnswer> = {}
  const photos: { field: FormField; photo: PhotoValue; key: string; bytes: Uint8Array }[] = []
  // The CV (the form's one "arquivo" field) was stored on upload; the transaction claims it.
  const resumes: { field: FormField; file: FileValue }[] = []
  for (const [fieldId, value] of Object.entries(values)) {
    const field = byId.get(fieldId)
    if (!field || value === undefined || field.type === 'senha') continue
    // LGPD: sensitive answers are kept only with the candidate's separate consent.
    if (field.isSensitive && !consent.sensitiveDataAccepted) continue
    let stored: unknown = value
    if (field.type === 'foto') {
      const photo = value as PhotoValue
      const bytes = await normalizedPhoto(
        options.pool,
        field.id,
        decodeBase64(photo.data) ?? new Uint8Array(),
      )
      const key = `submissions/${company.id}/${payload.id}/${field.id}.jpg`
      photos.push({ field, photo, key, bytes })
      stored = { storageKey: key, name: photo.name, type: PHOTO_CONTENT_TYPE, size: bytes.length }
    }
    if (field.type === 'arquivo') resumes.push({ field, file: value as FileValue })
    formData[fieldId] = {
      key: field.key,
      label: field.label,
      type: field.type,
      step: field.stepNumber,
      value: stored,
      ...(field.subFields?.length
        ? { subLabels: Object.fromEntries(field.subFields.map((sub) => [sub.key, sub.label])) }
        : {}),
    }
  }

  const cpf = valueByKey(form.fields, values, CORE_FIELD_KEYS.cpf)
  const cpfDigits = typeof cpf === 'string' ? onlyDigits(cpf) : null
  const keys = personKeys({
    cpf,
    email: valueByKey(form.fields, values, CORE_FIELD_KEYS.email),
    phone: mobilePhoneAnswer(form.fields, values),
  })
  const { searchText, answersText } = buildSearchTexts(form.fields, values, CORE_FIELD_KEYS)
  const sensitiveFieldIds = new Set(form.fields.filter((field) => field.isSensitive).map((field) => field.id))

  // Same key for every copy of this application: a parallel retry overwrites identical bytes.
  for (const upload of photos) await storage.put(upload.key, upload.bytes)

  try {
    const inserted = await db.transaction(async (tx) => {
      // One application at a time per company: the limit check and the person stay exact.
      await lockCompanySubmissions(tx, company.id)
      const again = await findSubmission(tx, payload.id)
      if (again) return { row: again, created: false }
      if (!(await acceptsApplications(tx, company.id))) {
        throw new AppError('FORBIDDEN', PUBLIC_FORM_MESSAGES.notAccepting)
      }
      const person = await assignPerson(tx, { companyId: company.id, keys })
      const claimed = []
      for (const { field, file } of resumes) {
        const upload = await claimCandidateUpload(tx, {
          companyId: company.id,
          uploadId: file.uploadId,
          fieldId: field.id,
        })
        const answer = formData[field.id]
        if (answer) {
          answer.value = {
            storageKey: upload.storageKey,
            name: upload.originalName,
            type: upload.contentType,
            size: upload.sizeBytes,
          }
        }
        claimed.push(upload)
      }
      // The filter facts of a new application come from what is in hand (no CV parsed yet): the
      // same computation refreshFilterFacts runs later, without reading the row back.
      const facts = computeFilterFacts({
        formData,
        resumeData: null,
        resumeCorrections: null,
        hasResume: claimed.length > 0,
        sensitiveFieldIds,
      })
      const [row] = await tx
        .insert(candidateSubmissions)
        .values({
          id: payload.id,
          companyId: company.id,
          status: 'novo',
          formData,
          filterFacts: facts.filterFacts,
          experienceMonths: facts.experienceMonths,
          searchText,
          answersText,
          cpfDigits,
          emailKey: keys.emailKey,
          phoneKey: keys.phoneKey,
          personId: person.personId,
          passwordHash,
        })
        .onConflictDoNothing()
        .returning({
          id: candidateSubmissions.id,
          companyId: candidateSubmissions.companyId,
          createdAt: candidateSubmissions.createdAt,
        })
      if (!row) {
        const other = await findSubmission(tx, payload.id)
        if (!other) throw new Error('submission insert conflicted but no row exists')
        return { row: other, created: false }
      }
      if (photos.length > 0) {
        await tx.insert(submissionFiles).values(
          photos.map((upload) => ({
            submissionId: row.id,
            companyId: company.id,
            fieldId: upload.field.id,
            storageKey: upload.key,
            contentType: PHOTO_CONTENT_TYPE,
            sizeBytes: upload.bytes.length,
            originalName: upload.photo.name,
          })),
        )
      }
      if (claimed.length > 0) {
        await tx.insert(submissionFiles).values(
          claimed.map((upload) => ({
            submissionId: row.id,
            companyId: company.id,
            fieldId: RESUME_FIELD_ID,
            storageKey: upload.storageKey,
            contentType: upload.contentType,
            sizeBytes: upload.sizeBytes,
            originalName: upload.originalName,
          })),
        )
        await options.queue.send(
          applicationResumeJob,
          { companyId: company.id, applicationId: row.id },
          { tx },
        )
      }
      await tx.insert(submissionConsents).values({
        submissionId: row.id,
        companyId: company.id,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        noticeText: privacyNoticeText(company.name),
        ipAddress: options.ip,
        userAgent: options.userAgent?.slice(0, 500) ?? null,
        sensitiveDataAccepted: consent.sensitiveDataAccepted,
      })
      await recordApplicationEvent(tx, {
        companyId: company.id,
        applicationId: row.id,
        actorUserId: null,
        type: 'received',
        data: {},
      })
      if (job) await placeNewApplication(tx, { companyId: company.id, jobId: job.id, applicationId: row.id })
      if (options.emails)
        await queueReceipt(tx, options.emails, { companyId: company.id, applicationId: row.id })
      return { row, created: true }
    })
    if (inserted.created) options.emails?.queue.wake(deliverEmailJob)
    if (inserted.created && resumes.length > 0) options.queue.wake(applicationResumeJob)
    return { result: sameResult(inserted.row, company.id), created: inserted.created }
  } catch (error) {
    // Remove this attempt's photos unless another copy of the same application was stored.
    if (!(await findSubmission(db, payload.id))) {
      for (const upload of photos) await storage.delete(upload.key).catch(() => undefined)
    }
    throw error
  }
}

/** Photos are stored as the JPEG the worker pool made of them (images/normalize-image.ts). */
const PHOTO_CONTENT_TYPE = 'image/jpeg'
/** Longest side of a stored application photo: sharp on screen and in the PDF, tens of kB on disk. */
const PHOTO_MAX_SIDE = 1024

/**
 * The photo re-encoded once, off the event loop: refused (422 under its field) when its header
 * declares more than 6000 × 6000 pixels or it does not decode.
 */
async function normalizedPhoto(pool: WorkerPool, fieldId: string, bytes: Uint8Array): Promise<Uint8Array> {
  const result = await pool.run('normalizeImage', { bytes, maxSide: PHOTO_MAX_SIDE })
  if (result.ok) return result.bytes
  const message = result.reason === 'too-large' ? IMAGE_TOO_LARGE_MESSAGE : FORM_MESSAGES.photoType
  throw new AppError('UNPROCESSABLE', message, { fields: { [fieldId]: message } })
}

type SubmissionRow = { id: string; companyId: string; createdAt: Date }

async function findSubmission(db: DbExecutor, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db
    .select({
      id: candidateSubmissions.id,
      companyId: candidateSubmissions.companyId,
      createdAt: candidateSubmissions.createdAt,
    })
    .from(candidateSubmissions)
    .where(eq(candidateSubmissions.id, id))
  return row
}

function sameResult(row: SubmissionRow, companyId: string): SubmissionResult {
  if (row.companyId !== companyId) throw new AppError('CONFLICT', PUBLIC_FORM_MESSAGES.idTaken)
  return { id: row.id, status: 'novo', createdAt: row.createdAt.toISOString() }
}

function valueByKey(fields: readonly FormField[], values: FormValues, key: string) {
  const field = fields.find((candidate) => candidate.key === key)
  return field ? values[field.id] : undefined
}

/** The mobile phone a person key is made of: the "celular" answer, else the first phone answered. */
function mobilePhoneAnswer(fields: readonly FormField[], values: FormValues): unknown {
  const celular = valueByKey(fields, values, 'celular')
  if (typeof celular === 'string' && celular.trim() !== '') return celular
  return fields
    .filter((field) => field.type === 'telefone')
    .map((field) => values[field.id])
    .find((value) => typeof value === 'string' && value.trim() !== '')
}

const SEARCHABLE_TYPES = new Set([
  'texto',
  'other',
  'email',
  'cpf',
  'telefone',
  'cep',
  'dropdown',
  'url',
  'data',
])

/**
 * Name, CPF (formatted and digits) and e-mail first, then every other text answer (never a
 * sensitive one): normalised for the fragment search (search_text), and as typed for the
 * Portuguese full-text search and its excerpts (answers_text).
 */
export function buildSearchTexts(
  fields: readonly FormField[],
  values: FormValues,
  keys: typeof CORE_FIELD_KEYS,
): { searchText: string; answersText: string } {
  const parts: string[] = []
  const name = valueByKey(fields, values, keys.fullName)
  const cpf = valueByKey(fields, values, keys.cpf)
  const email = valueByKey(fields, values, keys.email)
  if (typeof name === 'string') parts.push(name)
  if (typeof cpf === 'string') parts.push(cpf, onlyDigits(cpf))
  if (typeof email === 'string') parts.push(email)
  for (const field of fields) {
    if (field.isSensitive || [keys.fullName, keys.cpf, keys.email].includes(field.key as never)) continue
    if (field.settings.copyOf) continue
    const value = values[field.id]
    if (typeof value === 'string' && SEARCHABLE_TYPES.has(field.type)) parts.push(value)
    if (field.type === 'grupo' && Array.isArray(value)) {
      for (const entry of value as GroupEntry[]) {
        for (const item of Object.values(entry)) if (typeof item === 'string') parts.push(item)
      }
    }
  }
  const joined = parts.join(' ')
  return {
    searchText: normalizeForSearch(joined).slice(0, 20_000),
    answersText: joined.replace(/\s+/g, ' ').trim().slice(0, 20_000),
  }
}
