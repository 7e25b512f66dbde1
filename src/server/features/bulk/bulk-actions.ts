import { desc, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { DECISION_STATUSES } from '../../../shared/applications/api.ts'
import { BULK_ACTION_LABELS, BULK_DELETE_WORD, BULK_MESSAGES } from '../../../shared/bulk/api.ts'
import { sendEmailSchema } from '../../../shared/email/api.ts'
import { CORE_FIELD_KEYS } from '../../../shared/forms/default-form.ts'
import type { Permission } from '../../../shared/permissions.ts'
import type { PlanFeature } from '../../../shared/plans.ts'
import { PARSED_FIELD_LABELS, type ParsedResume } from '../../../shared/resumes/parsed-resume.ts'
import { RESUME_FIELD_ID } from '../../../shared/resumes/resume-files.ts'
import { effectiveResume } from '../../../shared/resumes/resume-review.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { candidateSubmissions, submissionFiles } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import type { FileStorage } from '../../storage/storage.ts'
import type { WorkerPool } from '../../workers/pool.ts'
import { coreAnswer } from '../applications/answers.ts'
import { createCsvWriter, csvLine } from '../applications/applications.csv.ts'
import {
  type Caller,
  changeApplicationStatus,
  deleteApplication,
  type ExportRow,
  exportForm,
  getApplicationDocument,
  jobColumns,
} from '../applications/applications.service.ts'
import { pdfFileName } from '../applications/pdf-file-name.ts'
import { deliverEmailJob } from '../email/delivery-job.ts'
import { type EmailDeps, sendApplicationEmails } from '../email/email.service.ts'
import { recordApplicationEvent } from '../history/history.service.ts'
import { FOLDERS, type OrganizeCollection, TAGS } from '../organize/collections.ts'
import {
  addApplicationsToFolder,
  addTagToApplications,
  moveApplicationsToFolder,
  removeTagFromApplications,
} from '../organize/organize.service.ts'
import { type CsvOutput, openCsvOutput, openZipOutput, resultKey, type ZipOutput } from './bulk-files.ts'
import { FULL_EXPORT_EXTRA_COLUMNS } from './export-columns.ts'

/**
 * The bulk actions registry ("Ações em massa", issue 16; docs/decisions/027-bulk-actions.md).
 *
 * One entry per action type. The runner (bulk.service.ts) checks the entry's `permission` (403 for
 * the whole request) and `planFeature` (403 PLAN_REQUIRED), parses `params`, calls `check` with the
 * number of selected items, then `start` once, `apply` for each batch of ids (≤ 100, already limited
 * to the caller's company) and `finish` once. `apply` decides per item: done, skipped (gone,
 * another company's, nothing to change) or failed (an unexpected error) — use `perItem` to build it
 * from a function of one id, which should reuse the single-item service so the same permissions,
 * tenancy and history events apply.
 *
 * To add an action (move to folder, tags, e-mail…): write a `defineBulkAction({...})` and add it to
 * BULK_ACTIONS below, plus its pt-BR label in BULK_ACTION_LABELS (src/shared/bulk/api.ts).
 */

/** What an action may use while it runs (within the request or in the job queue). */
export type BulkContext = {
  db: Db
  storage: FileStorage
  pool: WorkerPool
  /** Automatic e-mails of a status change and the "Enviar e-mail" action (issue 17). */
  emails: EmailDeps
  caller: Caller
  operationId: string
}

export type BatchOutcome = { done: number; skipped: number; failed: number }

/** A result file the operation produced (exports). */
export type BulkResult = { key: string; name: string }

export type BulkActionDefinition<Params, State> = {
  type: string
  /** The role's permission every item needs (src/shared/permissions.ts). */
  permission: Permission
  /** The plan feature the action needs (src/shared/plans.ts), when it is not on every plan. */
  planFeature?: PlanFeature
  params: z.ZodType<Params>
  /** Refuses the whole request before anything runs (e.g. the deletion's typed confirmation). */
  check?(params: Params, total: number): void
  /** Opens what the whole operation shares (an export's output file). */
  start?(context: BulkContext, params: Params): Promise<State>
  /** Applies the action to one batch of the company's application ids. */
  apply(context: BulkContext, params: Params, ids: readonly string[], state: State): Promise<BatchOutcome>
  /** Closes what `start` opened; answers the result file, if any. */
  finish?(context: BulkContext, params: Params, state: State, total: BatchOutcome): Promise<BulkResult | null>
  /** Discards what `start` opened when the operation fails. */
  abort?(state: State): Promise<void>
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds actions of every params and state type.
export type AnyBulkAction = BulkActionDefinition<any, any>

export function defineBulkAction<Params, State = undefined>(
  definition: BulkActionDefinition<Params, State>,
): BulkActionDefinition<Params, State> {
  return definition
}

/**
 * Builds `apply` from a function of one item: 'done' or 'skipped' as it answers; a 404 (gone or
 * another company's) is skipped; any other error counts as failed and the rest go on.
 */
export function perItem<Params, State>(
  applyOne: (context: BulkContext, params: Params, id: string, state: State) => Promise<'done' | 'skipped'>,
): BulkActionDefinition<Params, State>['apply'] {
  return async (context, params, ids, state) => {
    const outcome: BatchOutcome = { done: 0, skipped: 0, failed: 0 }
    for (const id of ids) {
      try {
        outcome[await applyOne(context, params, id, state)]++
      } catch (error) {
        if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) {
          outcome.skipped++
        } else outcome.failed++
      }
    }
    return outcome
  }
}

const noParams = z.object({}).passthrough()

// ——— Change status ———

const statusAction = defineBulkAction({
  type: 'status',
  permission: 'applications:changeStatus',
  params: z.object({ status: z.enum(DECISION_STATUSES, 'Status inválido.') }),
  apply: perItem(async ({ db, caller, emails }, params, id) => {
    await changeApplicationStatus(db, { caller, id, status: params.status, emails })
    return 'done'
  }),
})

// ——— Delete ———

const deleteAction = defineBulkAction({
  type: 'delete',
  permission: 'applications:delete',
  params: z.object({ confirmation: z.string().max(20).optional() }),
  check(params, total) {
    const typed = (params.confirmation ?? '').trim().toLowerCase()
    if (typed !== BULK_DELETE_WORD && typed !== String(total)) {
      throw new AppError('UNPROCESSABLE', BULK_MESSAGES.deleteConfirmation)
    }
  },
  apply: perItem(async ({ db, storage, caller }, _params, id) => {
    await deleteApplication(db, storage, { caller, id })
    return 'done'
  }),
})

// ——— Exports ———

type ExportRowWithResume = ExportRow & {
  resumeData: ParsedResume | null
  resumeCorrections: Partial<ParsedResume> | null
}

/** One batch's rows for the CSV, in the order of `ids`, limited to the company. */
async function exportRowsByIds(
  db: Db,
  caller: Caller,
  ids: readonly string[],
): Promise<ExportRowWithResume[]> {
  const table = candidateSubmissions
  const rows = await db
    .select({
      id: table.id,
      status: table.status,
      createdAt: table.createdAt,
      formData: table.formData,
      jobTitle: jobColumns().jobTitle,
      stageName: jobColumns().stageName,
      resumeData: table.resumeData,
      resumeCorrections: table.resumeCorrections,
    })
    .from(table)
    .where(tenantWhere(table, caller.companyId, inArray(table.id, [...ids])))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [row as ExportRowWithResume] : []
  })
}

type CsvState = { output: CsvOutput; writer: ReturnType<typeof createCsvWriter>; key: string }

/** "Exportar CSV": the list's CSV (Exportação básica, every plan) of the selected applications. */
const exportCsvAction = defineBulkAction<Record<string, unknown>, CsvState>({
  type: 'export_csv',
  permission: 'applications:export',
  // "Exportação básica" (basicExport) is on every plan: no gate.
  params: noParams,
  async start({ db, storage, caller, operationId }) {
    const writer = createCsvWriter((await exportForm(db, caller)).fields)
    const key = resultKey(caller.companyId, operationId, 'csv')
    const output = openCsvOutput(storage, key)
    output.write(writer.header())
    return { output, writer, key }
  },
  async apply({ db, caller }, _params, ids, state) {
    const rows = await exportRowsByIds(db, caller, ids)
    state.output.write(state.writer.rows(rows))
    return { done: rows.length, skipped: ids.length - rows.length, failed: 0 }
  },
  async finish({ db, caller }, _params, state, total) {
    await state.output.close()
    await recordApplicationEvent(db, {
      companyId: caller.companyId,
      applicationId: null,
      actorUserId: caller.userId,
      type: 'exported_csv',
      data: { count: total.done },
    })
    return { key: state.key, name: `candidaturas-${today()}.csv` }
  },
  abort: (state) => state.output.abort(),
})

/** "dd-MM-yyyy" of today in Brazil, for file names. */
function today(): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .replaceAll('/', '-')
}

/** A file-name-safe slug of the candidate's name. */
function slug(name: string | null): string {
  return (
    (name ?? '')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'sem-nome'
  )
}

type ZipState = { zip: ZipOutput; key: string }

async function openZip({ storage, caller, operationId }: BulkContext): Promise<ZipState> {
  const key = resultKey(caller.companyId, operationId, 'zip')
  return { zip: openZipOutput(storage, key), key }
}

/** "Exportar PDFs (.zip)": one PDF per application (Básico and up), rendered in the worker pool. */
const exportPdfAction = defineBulkAction<Record<string, unknown>, ZipState>({
  type: 'export_pdf',
  permission: 'applications:export',
  planFeature: 'pdfExport',
  params: noParams,
  start: (context) => openZip(context),
  apply: perItem(async ({ db, storage, pool, caller }, _params, id, state) => {
    // getApplicationDocument records the "PDF exportado" event of each application.
    const document = await getApplicationDocument(db, storage, { caller, id })
    const pdf = await pool.run('renderApplicationPdf', { application: document })
    state.zip.add(pdfFileName(document.name), Buffer.from(pdf))
    return 'done'
  }),
  async finish(_context, _params, state) {
    await state.zip.close()
    return { key: state.key, name: `candidaturas-pdf-${today()}.zip` }
  },
  abort: (state) => state.zip.abort(),
})

/** The parsed CV's fields as CSV cells (staff corrections over what was read). */
const RESUME_COLUMNS = Object.entries(PARSED_FIELD_LABELS).map(
  ([key, label]) => [key as keyof ParsedResume, `Currículo: ${label}`] as const,
)

function resumeCell(resume: ParsedResume, key: keyof ParsedResume): string {
  switch (key) {
    case 'education':
      return resume.education
        .map((entry) => [entry.course, entry.institution, entry.period].filter(Boolean).join(', '))
        .join(' | ')
    case 'experience':
      return resume.experience
        .map((entry) =>
          [entry.role, entry.company, entry.current ? `${entry.period ?? ''} (atual)` : entry.period]
            .filter(Boolean)
            .join(', '),
        )
        .join(' | ')
    case 'languages':
      return resume.languages
        .map((entry) => (entry.level ? `${entry.language} (${entry.level})` : entry.language))
        .join(', ')
    case 'skills':
      return resume.skills.join(', ')
    default:
      return resume[key] ?? ''
  }
}

type FullState = ZipState & { csv: string[]; writer: ReturnType<typeof createCsvWriter> }

/**
 * "Exportação completa" (Básico and up): a .zip with candidaturas.csv — the list's columns and
 * every answer, the parsed CV fields and the extra columns of export-columns.ts (folders, tags,
 * ratings, comments at integration) — plus each application's CV files and photos.
 */
const exportFullAction = defineBulkAction<Record<string, unknown>, FullState>({
  type: 'export_full',
  permission: 'applications:export',
  planFeature: 'fullExport',
  params: noParams,
  async start(context) {
    const writer = createCsvWriter((await exportForm(context.db, context.caller)).fields)
    const extraHeaders = FULL_EXPORT_EXTRA_COLUMNS.flatMap((source) => source.headers)
    // The header line of the basic writer, with the CV and extra columns after it.
    const basicHeader = writer.header().replace(/\r\n$/, '')
    const header = `${basicHeader};${csvLine([...RESUME_COLUMNS.map(([, label]) => label), ...extraHeaders])}`
    return { ...(await openZip(context)), csv: [header], writer }
  },
  async apply({ db, storage, caller }, _params, ids, state) {
    const rows = await exportRowsByIds(db, caller, ids)
    const foundIds = rows.map((row) => row.id)
    const extras = await Promise.all(
      FULL_EXPORT_EXTRA_COLUMNS.map((source) => source.load(db, caller.companyId, foundIds)),
    )
    for (const row of rows) {
      const resume = effectiveResume(row.resumeData, row.resumeCorrections)
      const basic = state.writer.rows([row]).replace(/\r\n$/, '')
      const extraCells = FULL_EXPORT_EXTRA_COLUMNS.flatMap(
        (source, index) => extras[index]?.get(row.id) ?? source.headers.map(() => ''),
      )
      state.csv.push(
        `${basic};${csvLine([...RESUME_COLUMNS.map(([key]) => (row.resumeData ? resumeCell(resume, key) : '')), ...extraCells])}`,
      )
    }
    // The files: the CVs and the photos, each in its folder, named after the candidate.
    if (foundIds.length > 0) {
      const files = await db
        .select({
          submissionId: submissionFiles.submissionId,
          fieldId: submissionFiles.fieldId,
          storageKey: submissionFiles.storageKey,
          contentType: submissionFiles.contentType,
        })
        .from(submissionFiles)
        .where(
          tenantWhere(submissionFiles, caller.companyId, inArray(submissionFiles.submissionId, foundIds)),
        )
        .orderBy(desc(submissionFiles.createdAt))
      const names = new Map(
        rows.map((row) => [
          row.id,
          slug(coreAnswer(row.formData, CORE_FIELD_KEYS.fullName, 'Nome Completo')),
        ]),
      )
      for (const file of files) {
        const bytes = await storage.get(file.storageKey)
        if (!bytes) continue
        const extension = file.storageKey.match(/\.([a-z0-9]+)$/i)?.[1] ?? 'bin'
        const name = names.get(file.submissionId) ?? 'sem-nome'
        const folder =
          file.fieldId === RESUME_FIELD_ID
            ? 'curriculos'
            : file.contentType.startsWith('image/')
              ? 'fotos'
              : 'arquivos'
        state.zip.add(`${folder}/${name}-${file.submissionId.slice(0, 8)}.${extension}`, bytes)
      }
    }
    return { done: rows.length, skipped: ids.length - rows.length, failed: 0 }
  },
  async finish({ db, caller }, _params, state, total) {
    state.zip.add('candidaturas.csv', state.csv.join(''))
    await state.zip.close()
    await recordApplicationEvent(db, {
      companyId: caller.companyId,
      applicationId: null,
      actorUserId: caller.userId,
      type: 'exported_full',
      data: { count: total.done },
    })
    return { key: state.key, name: `exportacao-completa-${today()}.zip` }
  },
  abort: (state) => state.zip.abort(),
})

// ——— Folders, tags (issue 16) and e-mail (issue 17): their services take many ids at once ———

/** Runs a many-ids service in one transaction: what it changed is done, the rest skipped. */
function inOneTransaction<Params>(
  change: (tx: DbExecutor, caller: Caller, params: Params, ids: readonly string[]) => Promise<number>,
): BulkActionDefinition<Params, undefined>['apply'] {
  return async ({ db, caller }, params, ids) => {
    const done = await db.transaction((tx) => change(tx, caller, params, ids))
    return { done, skipped: ids.length - done, failed: 0 }
  }
}

/**
 * A folder or tag action: the role every member has, the collection's plan (tags: básico and up)
 * and one many-ids organize service call in one transaction.
 */
function organizeAction<Params>(
  type: string,
  collection: OrganizeCollection,
  params: z.ZodType<Params>,
  change: (tx: DbExecutor, caller: Caller, params: Params, ids: readonly string[]) => Promise<number>,
) {
  return defineBulkAction({
    type,
    permission: 'applications:organize',
    ...(collection.planFeature && { planFeature: collection.planFeature }),
    params,
    apply: inOneTransaction(change),
  })
}

const folderParams = z.object({ folderId: z.uuid('Pasta inválida.') })
const tagParams = z.object({ tagId: z.uuid('Etiqueta inválida.') })

const folderAddAction = organizeAction('folder_add', FOLDERS, folderParams, (tx, caller, params, ids) =>
  addApplicationsToFolder(tx, caller, params.folderId, ids),
)
const folderMoveAction = organizeAction('folder_move', FOLDERS, folderParams, (tx, caller, params, ids) =>
  moveApplicationsToFolder(tx, caller, params.folderId, ids),
)
const tagAddAction = organizeAction('tag_add', TAGS, tagParams, (tx, caller, params, ids) =>
  addTagToApplications(tx, caller, params.tagId, ids),
)
const tagRemoveAction = organizeAction('tag_remove', TAGS, tagParams, (tx, caller, params, ids) =>
  removeTagFromApplications(tx, caller, params.tagId, ids),
)

const emailAction = defineBulkAction({
  type: 'email',
  permission: 'emails:send',
  planFeature: 'emailTemplates',
  params: sendEmailSchema,
  apply: async ({ db, caller, emails }, params, ids) => {
    const result = await db.transaction((tx) => sendApplicationEmails(tx, emails, caller, ids, params))
    if (result.queued > 0) emails.queue.wake(deliverEmailJob)
    return { done: result.queued, skipped: ids.length - result.queued, failed: 0 }
  },
})

/** Every bulk action, by type: one entry each (and its pt-BR label in BULK_ACTION_LABELS). */
export const BULK_ACTIONS: Record<string, AnyBulkAction> = Object.fromEntries(
  [
    statusAction,
    deleteAction,
    exportCsvAction,
    exportPdfAction,
    exportFullAction,
    folderAddAction,
    folderMoveAction,
    tagAddAction,
    tagRemoveAction,
    emailAction,
  ].map((action) => [action.type, action]),
)

export function bulkActionLabel(type: string): string {
  return BULK_ACTION_LABELS[type] ?? type
}
