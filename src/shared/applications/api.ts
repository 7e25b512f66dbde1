import { z } from 'zod'
import { applicationJobSchema } from '../jobs/api.ts'
import { folderRefSchema, ORGANIZE_MESSAGES, tagRefSchema } from '../organize/api.ts'
import { minRatingParam, ratingSummarySchema } from '../ratings/api.ts'
import { parsedResumeSchema } from '../resumes/parsed-resume.ts'
import { RESUME_FORMATS } from '../resumes/resume-files.ts'
import { SUBMISSION_STATUSES, type SubmissionStatus } from '../submission-status.ts'
import { type AdvancedFilters, readAdvancedFilters } from './filters.ts'

/**
 * The contract of the applications review API (/api/applications, issue 6): query parameters,
 * answers and the pt-BR messages both sides show.
 */

/** The status filter of /curriculos: "todos" or one status. */
export const STATUS_FILTERS = ['todos', ...SUBMISSION_STATUSES] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  todos: 'Todos os Status',
  novo: 'Novos',
  pendente: 'Pendentes',
  aprovado: 'Aprovados',
  reprovado: 'Reprovados',
}

/** The statuses a reviewer may set; nothing goes back to "novo" (spec, section 4). */
export const DECISION_STATUSES = [
  'aprovado',
  'pendente',
  'reprovado',
] as const satisfies readonly SubmissionStatus[]
export type DecisionStatus = (typeof DECISION_STATUSES)[number]

/**
 * The order of a searched list ("Ordenar por"): relevance (default while searching) or newest
 * first. Without a search the list is always newest first.
 */
export const LIST_SORTS = ['relevance', 'recent'] as const
export type ListSort = (typeof LIST_SORTS)[number]

export const LIST_SORT_LABELS: Record<ListSort, string> = {
  relevance: 'Relevância',
  recent: 'Mais recentes',
}

export const APPLICATIONS_PAGE_SIZE = 20
export const APPLICATIONS_MAX_PAGE_SIZE = 100
export const SEARCH_MAX_LENGTH = 200
const MAX_PAGE = 100_000

export const APPLICATION_MESSAGES = {
  notFound: 'Candidatura não encontrada.',
  fileNotFound: 'Arquivo não encontrado.',
  resumeNotFound: 'Esta candidatura não tem currículo anexado.',
  invalidStatus: 'Status inválido. Use aprovado, pendente ou reprovado.',
  invalidFilter: 'Filtro de status inválido.',
  invalidSort: 'Ordenação inválida. Use relevance ou recent.',
  invalidPage: 'Página inválida.',
  invalidPageSize: `Quantidade por página inválida (de 1 a ${APPLICATIONS_MAX_PAGE_SIZE}).`,
  searchTooLong: `A busca pode ter no máximo ${SEARCH_MAX_LENGTH} caracteres.`,
  invalidJobFilter: 'Filtro de vaga inválido.',
  invalidStageFilter: 'Filtro de etapa inválido.',
} as const

/** The "Vaga" filter of /curriculos: every application, the talent pool, or one job's id. */
export const JOB_FILTER_ALL = 'todas'
export const JOB_FILTER_TALENT_POOL = 'banco'
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const jobFilterParam = z
  .string({ error: APPLICATION_MESSAGES.invalidJobFilter })
  .refine(
    (value) => value === JOB_FILTER_ALL || value === JOB_FILTER_TALENT_POOL || UUID_PATTERN.test(value),
    APPLICATION_MESSAGES.invalidJobFilter,
  )
  .optional()
  .transform((value) => value ?? JOB_FILTER_ALL)
const stageFilterParam = z.uuid({ error: APPLICATION_MESSAGES.invalidStageFilter }).optional()
/** The "Pasta" and "Etiqueta" filters (issue 16): one folder's or tag's id; another company's → 404. */
const folderFilterParam = z.uuid({ error: ORGANIZE_MESSAGES.invalidFolderFilter }).optional()
const tagFilterParam = z.uuid({ error: ORGANIZE_MESSAGES.invalidTagFilter }).optional()

/**
 * "Sem retorno" (issue 17): open applications (novo, pendente) whose candidate got no e-mail but the
 * receipt for more than 15 days — the dashboard's link (/curriculos?semRetorno=1).
 */
const withoutAnswerParam = z
  .enum(['1', '0'], { error: 'Filtro "sem retorno" inválido.' })
  .optional()
  .transform((value) => value === '1')

const searchParam = z
  .string(APPLICATION_MESSAGES.searchTooLong)
  .max(SEARCH_MAX_LENGTH, APPLICATION_MESSAGES.searchTooLong)
  .optional()
  .transform((value) => value?.trim() ?? '')

const statusFilterParam = z
  .enum(STATUS_FILTERS, APPLICATION_MESSAGES.invalidFilter)
  .optional()
  .transform((value) => value ?? 'todos')

/**
 * Adds the advanced filters (shared/applications/filters.ts) to a query schema: every other
 * parameter is kept so the registry can read its facets and refuse sensitive ones.
 */
function withAdvancedFilters<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object(shape)
    .catchall(z.unknown())
    .transform((query, ctx) => {
      const known = Object.fromEntries(Object.keys(shape).map((key) => [key, query[key]])) as z.output<
        z.ZodObject<Shape>
      >
      return { ...known, filters: readAdvancedFilters(query, ctx) as AdvancedFilters }
    })
}

/**
 * GET /api/applications?q=&status=&job=&stage=&sort=&page=&pageSize= plus the advanced filters
 * (?escolaridade=&uf=&experiencia=&campo.<fieldId>=…, shared/applications/filters.ts).
 */
export const applicationListQuerySchema = withAdvancedFilters({
  q: searchParam,
  status: statusFilterParam,
  job: jobFilterParam,
  stage: stageFilterParam,
  folder: folderFilterParam,
  tag: tagFilterParam,
  /** Average rating at least n, 1–5 (issue 16, "Avaliação mínima"). */
  minRating: minRatingParam,
  semRetorno: withoutAnswerParam,
  sort: z
    .enum(LIST_SORTS, APPLICATION_MESSAGES.invalidSort)
    .optional()
    .transform((value) => value ?? 'relevance'),
  page: z.coerce
    .number(APPLICATION_MESSAGES.invalidPage)
    .int(APPLICATION_MESSAGES.invalidPage)
    .min(1, APPLICATION_MESSAGES.invalidPage)
    .max(MAX_PAGE, APPLICATION_MESSAGES.invalidPage)
    .default(1),
  pageSize: z.coerce
    .number(APPLICATION_MESSAGES.invalidPageSize)
    .int(APPLICATION_MESSAGES.invalidPageSize)
    .min(1, APPLICATION_MESSAGES.invalidPageSize)
    .max(APPLICATIONS_MAX_PAGE_SIZE, APPLICATION_MESSAGES.invalidPageSize)
    .default(APPLICATIONS_PAGE_SIZE),
})
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>

/** GET /api/applications/export.csv?q=&status= (the current filtered list, every page). */
export const applicationExportQuerySchema = withAdvancedFilters({
  q: searchParam,
  status: statusFilterParam,
  job: jobFilterParam,
  stage: stageFilterParam,
  folder: folderFilterParam,
  tag: tagFilterParam,
  minRating: minRatingParam,
  semRetorno: withoutAnswerParam,
})
export type ApplicationFilter = z.output<typeof applicationExportQuerySchema>

export const applicationIdParamsSchema = z.object({ id: z.uuid(APPLICATION_MESSAGES.notFound) })

const statusSchema = z.enum(SUBMISSION_STATUSES)

/** A piece of a search excerpt; `match` marks the words the search found. */
export const excerptPartSchema = z.object({ text: z.string(), match: z.boolean() })
export type ExcerptPart = z.infer<typeof excerptPartSchema>

/** One row of the list: the three answers the table shows. */
export const applicationSummarySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  cpf: z.string().nullable(),
  email: z.string().nullable(),
  status: statusSchema,
  createdAt: z.string(),
  /**
   * "Repetido": the person has another application in the company (same CPF, e-mail or mobile
   * phone, or merged by staff; docs/decisions/021-person-model.md).
   */
  isRepeat: z.boolean(),
  /**
   * While searching: where the full-text search matched, with the matched words marked (answers and
   * CV text); null without a search or for a match by name, CPF or e-mail fragment only.
   */
  excerpt: z.array(excerptPartSchema).nullable(),
  /** The job applied for and its stage (issue 14); null for the talent pool. */
  job: applicationJobSchema,
  /** The folders it is in and its tags (issue 16), by name. */
  folders: z.array(folderRefSchema),
  tags: z.array(tagRefSchema),
  /** The team's ratings (issue 16): average (one decimal) and how many. */
  rating: ratingSummarySchema,
})
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>

export const applicationListSchema = z.object({
  items: z.array(applicationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type ApplicationList = z.infer<typeof applicationListSchema>

/** How one answer is shown: text (booleans Sim/Não, empty N/A), a photo, or repeatable entries. */
export const answerDisplaySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('photo'), url: z.string(), name: z.string() }),
  z.object({
    kind: z.literal('entries'),
    entries: z.array(
      z.object({
        title: z.string(),
        items: z.array(z.object({ label: z.string(), text: z.string() })),
      }),
    ),
  }),
])
export type AnswerDisplay = z.infer<typeof answerDisplaySchema>

export const applicationAnswerSchema = z.object({
  fieldId: z.string(),
  label: z.string(),
  display: answerDisplaySchema,
})
export type ApplicationAnswer = z.infer<typeof applicationAnswerSchema>

/** The application's CV file (issue 15): what "Baixar currículo original" sends and what was read from it. */
export const applicationResumeSchema = z.object({
  fileName: z.string(),
  format: z.enum(RESUME_FORMATS),
  sizeBytes: z.number(),
  /** GET: the original file as an attachment ("Baixar currículo original"). */
  downloadUrl: z.string(),
  /** GET: a PDF inline, for the viewer's frame; null for other formats. */
  viewUrl: z.string().nullable(),
  /** GET: a DOCX as sanitised HTML ({ html }); null for other formats. */
  htmlUrl: z.string().nullable(),
  /** What the parser read ("Dados extraídos do currículo"); null when the file was not parsed. */
  parsed: parsedResumeSchema.nullable(),
  /** Staff corrections of it ("Revisar dados"): only the changed fields; effectiveResume joins both. */
  corrections: parsedResumeSchema.partial(),
  /** The text read from the file (shown as text, never as HTML). */
  text: z.string(),
})
export type ApplicationResume = z.infer<typeof applicationResumeSchema>

export const APPLICATION_SOURCES = ['formulario', 'importacao'] as const
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number]
export const APPLICATION_SOURCE_LABELS: Record<ApplicationSource, string> = {
  formulario: 'Formulário',
  importacao: 'Importado',
}

export const applicationDetailSchema = applicationSummarySchema.omit({ excerpt: true, rating: true }).extend({
  updatedAt: z.string(),
  /** How it arrived: the public form or a staff import. */
  source: z.enum(APPLICATION_SOURCES),
  resume: applicationResumeSchema.nullable(),
  /** The form's steps in order, each with its answers in form order. */
  sections: z.array(
    z.object({ step: z.number().int(), title: z.string(), answers: z.array(applicationAnswerSchema) }),
  ),
})
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>

/** PATCH /api/applications/:id/status */
export const statusUpdateSchema = z.object({
  status: z.enum(DECISION_STATUSES, APPLICATION_MESSAGES.invalidStatus),
})

export const statusUpdateResultSchema = z.object({
  id: z.string(),
  status: statusSchema,
  updatedAt: z.string(),
})
export type StatusUpdateResult = z.infer<typeof statusUpdateResultSchema>

/** Empty answers, as the detail dialog and the PDF show them. */
export const NOT_ANSWERED = 'N/A'

/** GET /api/applications/stats: the company's applications in total and per status (dashboard). */
export const applicationStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.object({
    novo: z.number().int(),
    pendente: z.number().int(),
    aprovado: z.number().int(),
    reprovado: z.number().int(),
  }),
})
