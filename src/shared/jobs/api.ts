import { z } from 'zod'
import { STATE_CODES } from '../forms/enumerations.ts'
import { tagRefSchema } from '../organize/api.ts'
import { ratingSummarySchema } from '../ratings/api.ts'
import { SUBMISSION_STATUSES } from '../submission-status.ts'
import { isValidBrDate } from '../validation/dates.ts'

/**
 * The contract of jobs (vagas), their stages and the pipeline board (issue 14), shared by the
 * routes and the forms. Statuses and stages: docs/decisions/017-jobs-stages-and-statuses.md.
 */

export * from './labels.ts'

import {
  BOARD_MAX_PAGE_SIZE,
  BOARD_PAGE_SIZE,
  CONTRACT_TYPES,
  JOB_AREAS,
  JOB_QUESTION_TYPES,
  JOB_STATUSES,
  JOB_TEXT_MAX,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  type JobQuestionType,
  MAX_BULK,
  MAX_JOB_QUESTIONS,
  MAX_STAGES,
  MIN_STAGES,
  REJECTION_REASONS,
  STAGE_NAME_MAX,
  WORK_MODELS,
} from './labels.ts'

export const JOB_MESSAGES = {
  notFound: 'Vaga não encontrada.',
  stageNotFound: 'Etapa não encontrada.',
  titleMin: `O título deve ter pelo menos ${JOB_TITLE_MIN} caracteres.`,
  titleMax: `O título deve ter no máximo ${JOB_TITLE_MAX} caracteres.`,
  textMax: `O texto deve ter no máximo ${JOB_TEXT_MAX.toLocaleString('pt-BR')} caracteres.`,
  area: 'Selecione uma área da lista.',
  city: 'A cidade deve ter no máximo 80 caracteres.',
  state: 'Selecione uma UF válida.',
  workModel: 'Selecione o modelo de trabalho.',
  contractType: 'Selecione o tipo de contratação.',
  salary: 'Informe um valor em reais maior que zero.',
  salaryOrder: 'O salário máximo deve ser maior ou igual ao mínimo.',
  openings: 'Informe um número de vagas entre 1 e 999.',
  deadline: 'Data inválida. Use o formato dd/mm/aaaa.',
  deadlinePast: 'A data limite não pode estar no passado.',
  questionLabel: 'Informe o texto da pergunta (até 200 caracteres).',
  questionType: 'Tipo de pergunta inválido.',
  questionOptions: 'Informe pelo menos uma opção para a lista (até 50 opções).',
  questionsMax: `Uma vaga pode ter no máximo ${MAX_JOB_QUESTIONS} perguntas.`,
  questionsDuplicate: 'Há perguntas repetidas.',
  stageName: `Informe o nome da etapa (até ${STAGE_NAME_MAX} caracteres).`,
  stageNameTaken: 'Já existe uma etapa com este nome.',
  stagesMin: `O processo precisa de pelo menos ${MIN_STAGES} etapas.`,
  stagesMax: `O processo pode ter no máximo ${MAX_STAGES} etapas.`,
  stageOrder: 'Envie todas as etapas da vaga, cada uma uma vez.',
  stageMoveTarget: 'Escolha para qual etapa os candidatos desta etapa serão movidos.',
  stageMoveSame: 'Escolha outra etapa para receber os candidatos.',
  stageOfAnotherJob: 'Esta etapa pertence a outra vaga.',
  notInJob: 'Esta candidatura não pertence a uma vaga.',
  invalidTransition: 'Esta mudança de status não é possível para a vaga.',
  closedForever: 'Uma vaga encerrada não pode ser reaberta. Duplique-a para abrir uma nova.',
  deleteNotDraft:
    'Só é possível excluir uma vaga em rascunho e sem candidaturas. Encerre a vaga em vez de excluí-la.',
  reason: 'Selecione o motivo da reprovação.',
  note: 'A observação deve ter no máximo 500 caracteres.',
  ids: `Selecione de 1 a ${MAX_BULK} candidaturas.`,
  notReceiving: 'Esta vaga não está mais recebendo candidaturas.',
  jobNotFoundPublic: 'Vaga não encontrada.',
  invalidStatusFilter: 'Filtro de status inválido.',
  search: 'A busca pode ter no máximo 120 caracteres.',
  pageSize: `Quantidade por página inválida (de 1 a ${BOARD_MAX_PAGE_SIZE}).`,
  cursor: 'Posição de página inválida.',
} as const

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, message)
    .optional()
    .transform((value) => value?.trim() ?? '')

const moneyCents = z
  .number({ error: JOB_MESSAGES.salary })
  .int(JOB_MESSAGES.salary)
  .positive(JOB_MESSAGES.salary)
  .max(100_000_000_00, JOB_MESSAGES.salary)
  .nullable()
  .optional()
  .transform((value) => value ?? null)

/** One question of "Perguntas da vaga". `id` is kept across edits (answers are stored by it). */
export const jobQuestionSchema = z
  .object({
    id: z.uuid({ error: JOB_MESSAGES.questionType }).optional(),
    label: z
      .string({ error: JOB_MESSAGES.questionLabel })
      .trim()
      .min(1, JOB_MESSAGES.questionLabel)
      .max(200, JOB_MESSAGES.questionLabel),
    type: z.enum(JOB_QUESTION_TYPES, { error: JOB_MESSAGES.questionType }),
    isMandatory: z.boolean({ error: JOB_MESSAGES.questionType }).default(false),
    options: z
      .array(z.string().trim().min(1, JOB_MESSAGES.questionOptions).max(100, JOB_MESSAGES.questionOptions), {
        error: JOB_MESSAGES.questionOptions,
      })
      .max(50, JOB_MESSAGES.questionOptions)
      .optional()
      .transform((value) => value ?? []),
  })
  .superRefine((question, ctx) => {
    if (question.type === 'dropdown' && question.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: JOB_MESSAGES.questionOptions })
    }
  })
export type JobQuestionInput = z.input<typeof jobQuestionSchema>

/** A stored question (always with its id). */
export type JobQuestion = {
  id: string
  label: string
  type: JobQuestionType
  isMandatory: boolean
  options: string[]
}

/** POST /api/jobs and PUT /api/jobs/:id: every field of "Nova vaga" / "Editar vaga". */
export const jobInputSchema = z
  .object({
    title: z
      .string({ error: JOB_MESSAGES.titleMin })
      .trim()
      .min(JOB_TITLE_MIN, JOB_MESSAGES.titleMin)
      .max(JOB_TITLE_MAX, JOB_MESSAGES.titleMax),
    description: optionalText(JOB_TEXT_MAX, JOB_MESSAGES.textMax),
    requirements: optionalText(JOB_TEXT_MAX, JOB_MESSAGES.textMax),
    benefits: optionalText(JOB_TEXT_MAX, JOB_MESSAGES.textMax),
    area: z
      .enum(JOB_AREAS, { error: JOB_MESSAGES.area })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    city: optionalText(80, JOB_MESSAGES.city),
    state: z
      .enum(STATE_CODES as unknown as [string, ...string[]], { error: JOB_MESSAGES.state })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    workModel: z
      .enum(WORK_MODELS, { error: JOB_MESSAGES.workModel })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    contractType: z
      .enum(CONTRACT_TYPES, { error: JOB_MESSAGES.contractType })
      .nullable()
      .optional()
      .transform((value) => value ?? null),
    salaryMinCents: moneyCents,
    salaryMaxCents: moneyCents,
    /** "Não divulgar": the range is kept for the team but not shown on the careers page. */
    salaryHidden: z.boolean().default(false),
    openings: z
      .number({ error: JOB_MESSAGES.openings })
      .int(JOB_MESSAGES.openings)
      .min(1, JOB_MESSAGES.openings)
      .max(999, JOB_MESSAGES.openings)
      .default(1),
    /** dd/MM/yyyy, the last day applications are taken (Brasília time); empty for none. */
    deadline: z
      .string({ error: JOB_MESSAGES.deadline })
      .trim()
      .refine((value) => value === '' || isValidBrDate(value), JOB_MESSAGES.deadline)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    questions: z
      .array(jobQuestionSchema, { error: JOB_MESSAGES.questionType })
      .max(MAX_JOB_QUESTIONS, JOB_MESSAGES.questionsMax)
      .default([]),
  })
  .superRefine((job, ctx) => {
    if (
      job.salaryMinCents !== null &&
      job.salaryMaxCents !== null &&
      job.salaryMaxCents < job.salaryMinCents
    ) {
      ctx.addIssue({ code: 'custom', path: ['salaryMaxCents'], message: JOB_MESSAGES.salaryOrder })
    }
    const ids = job.questions.map((question) => question.id).filter(Boolean)
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['questions'], message: JOB_MESSAGES.questionsDuplicate })
    }
  })
export type JobInput = z.input<typeof jobInputSchema>
export type JobData = z.output<typeof jobInputSchema>

/** POST /api/jobs: the fields and whether to publish at once ("Publicar") or keep a draft. */
export const createJobSchema = jobInputSchema.and(z.object({ publish: z.boolean().default(false) }))

export const JOB_ACTIONS = ['publicar', 'pausar', 'retomar', 'encerrar'] as const
export type JobAction = (typeof JOB_ACTIONS)[number]
export const JOB_ACTION_LABELS: Record<JobAction, string> = {
  publicar: 'Publicar',
  pausar: 'Pausar',
  retomar: 'Retomar',
  encerrar: 'Encerrar',
}
export const jobActionSchema = z.object({
  action: z.enum(JOB_ACTIONS, { error: JOB_MESSAGES.invalidTransition }),
})

export const jobIdParamsSchema = z.object({ id: z.uuid({ error: JOB_MESSAGES.notFound }) })
export const stageParamsSchema = jobIdParamsSchema.extend({
  stageId: z.uuid({ error: JOB_MESSAGES.stageNotFound }),
})

export const stageSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** Applications in the stage that are not rejected. */
  count: z.number().int(),
})
export type Stage = z.infer<typeof stageSchema>

const jobFieldsSchema = z.object({
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  area: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  workModel: z.enum(WORK_MODELS).nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  salaryMinCents: z.number().nullable(),
  salaryMaxCents: z.number().nullable(),
  salaryHidden: z.boolean(),
  openings: z.number().int(),
  deadline: z.string().nullable(),
})

const questionOutSchema = z.object({
  id: z.string(),
  label: z.string(),
  type: z.enum(JOB_QUESTION_TYPES),
  isMandatory: z.boolean(),
  options: z.array(z.string()),
})

/** GET /api/jobs/:id: the job as its editor and board header need it. */
export const jobSchema = jobFieldsSchema.extend({
  id: z.string(),
  slug: z.string(),
  status: z.enum(JOB_STATUSES),
  questions: z.array(questionOutSchema),
  stages: z.array(stageSchema),
  /** Applications of the job, rejected included. */
  total: z.number().int(),
  rejected: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** Whether the public form takes applications for it now (published, before the deadline). */
  receiving: z.boolean(),
})
export type Job = z.infer<typeof jobSchema>

export const jobSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  city: z.string(),
  state: z.string().nullable(),
  createdAt: z.string(),
  deadline: z.string().nullable(),
  total: z.number().int(),
  /** Applications still "novo". */
  newCount: z.number().int(),
})
export type JobSummary = z.infer<typeof jobSummarySchema>

export const JOB_STATUS_FILTERS = ['todas', ...JOB_STATUSES] as const
export type JobStatusFilter = (typeof JOB_STATUS_FILTERS)[number]

/** GET /api/jobs?q=&status= */
export const jobListQuerySchema = z.object({
  q: z
    .string({ error: JOB_MESSAGES.search })
    .max(120, JOB_MESSAGES.search)
    .optional()
    .transform((value) => value?.trim() ?? ''),
  status: z
    .enum(JOB_STATUS_FILTERS, { error: JOB_MESSAGES.invalidStatusFilter })
    .optional()
    .transform((value) => value ?? 'todas'),
})
export type JobListQuery = z.output<typeof jobListQuerySchema>
export const jobListSchema = z.object({ items: z.array(jobSummarySchema) })
export type JobList = z.infer<typeof jobListSchema>

/** Stage editing: add, rename, reorder, delete (moving its candidates). */
export const stageNameSchema = z.object({
  name: z
    .string({ error: JOB_MESSAGES.stageName })
    .trim()
    .min(1, JOB_MESSAGES.stageName)
    .max(STAGE_NAME_MAX, JOB_MESSAGES.stageName),
})
export const stageOrderSchema = z.object({
  stageIds: z
    .array(z.uuid({ error: JOB_MESSAGES.stageOrder }), { error: JOB_MESSAGES.stageOrder })
    .min(1, JOB_MESSAGES.stageOrder)
    .max(MAX_STAGES, JOB_MESSAGES.stageOrder),
})
export const stageDeleteQuerySchema = z.object({
  moveTo: z.uuid({ error: JOB_MESSAGES.stageMoveTarget }).optional(),
})

/** GET/PUT /api/settings/stages: the company's template (names in order). */
export const stageTemplateSchema = z.object({
  stages: z
    .array(
      z
        .string({ error: JOB_MESSAGES.stageName })
        .trim()
        .min(1, JOB_MESSAGES.stageName)
        .max(STAGE_NAME_MAX, JOB_MESSAGES.stageName),
      { error: JOB_MESSAGES.stagesMin },
    )
    .min(MIN_STAGES, JOB_MESSAGES.stagesMin)
    .max(MAX_STAGES, JOB_MESSAGES.stagesMax)
    .superRefine((names, ctx) => {
      const lower = names.map((name) => name.toLocaleLowerCase('pt-BR'))
      if (new Set(lower).size !== lower.length) {
        ctx.addIssue({ code: 'custom', message: JOB_MESSAGES.stageNameTaken })
      }
    }),
})
export type StageTemplate = z.infer<typeof stageTemplateSchema>

/** One card of the board. */
export const boardCardSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** The photo's URL (the application's file route), null without one. */
  photoUrl: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  stageId: z.string(),
  stageEnteredAt: z.string(),
  createdAt: z.string(),
  /** Its tags (issue 16), shown as chips on the card. */
  tags: z.array(tagRefSchema),
  /** The team's ratings (issue 16): average (one decimal) and how many. */
  rating: ratingSummarySchema,
})
export type BoardCard = z.infer<typeof boardCardSchema>

export const boardColumnSchema = stageSchema.extend({
  items: z.array(boardCardSchema),
  /** Pass as ?cursor= to read the column's next page; null on the last page. */
  nextCursor: z.string().nullable(),
})
export type BoardColumn = z.infer<typeof boardColumnSchema>

/** GET /api/jobs/:id/board: every column's first page. */
export const boardSchema = z.object({
  jobId: z.string(),
  columns: z.array(boardColumnSchema),
  rejected: z.number().int(),
})
export type Board = z.infer<typeof boardSchema>

export const boardQuerySchema = z.object({
  pageSize: z.coerce
    .number({ error: JOB_MESSAGES.pageSize })
    .int(JOB_MESSAGES.pageSize)
    .min(1, JOB_MESSAGES.pageSize)
    .max(BOARD_MAX_PAGE_SIZE, JOB_MESSAGES.pageSize)
    .default(BOARD_PAGE_SIZE),
})
export const columnQuerySchema = boardQuerySchema.extend({
  /** The last card's id of the previous page. */
  cursor: z.uuid({ error: JOB_MESSAGES.cursor }).optional(),
})
export const columnPageSchema = z.object({
  items: z.array(boardCardSchema),
  nextCursor: z.string().nullable(),
})
export type ColumnPage = z.infer<typeof columnPageSchema>

/** POST /api/applications/:id/move */
export const moveSchema = z.object({ stageId: z.uuid({ error: JOB_MESSAGES.stageNotFound }) })
const rejectionFields = {
  reason: z.enum(REJECTION_REASONS, { error: JOB_MESSAGES.reason }),
  note: z
    .string({ error: JOB_MESSAGES.note })
    .max(500, JOB_MESSAGES.note)
    .optional()
    .transform((value) => value?.trim() || null),
}
/** POST /api/applications/:id/reject */
export const rejectSchema = z.object(rejectionFields)
export type RejectInput = z.input<typeof rejectSchema>
const idsField = z
  .array(z.uuid({ error: JOB_MESSAGES.ids }), { error: JOB_MESSAGES.ids })
  .min(1, JOB_MESSAGES.ids)
  .max(MAX_BULK, JOB_MESSAGES.ids)
/** POST /api/jobs/:id/moves */
export const bulkMoveSchema = z.object({ applicationIds: idsField, stageId: moveSchema.shape.stageId })
/** POST /api/jobs/:id/rejections */
export const bulkRejectSchema = z.object({ applicationIds: idsField, ...rejectionFields })

/** The application's place in its job after a move or rejection. */
export const placementSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  stageId: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  stageEnteredAt: z.string(),
  rejectionReason: z.enum(REJECTION_REASONS).nullable(),
})
export type Placement = z.infer<typeof placementSchema>

export const bulkResultSchema = z.object({
  items: z.array(placementSchema),
  /** Ids not found in the job (deleted meanwhile, or never there). */
  missing: z.array(z.string()),
})
export type BulkResult = z.infer<typeof bulkResultSchema>

/** The job and stage an application belongs to, as the detail dialog and the lists show them. */
export const applicationJobSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    stageId: z.string().nullable(),
    stageName: z.string().nullable(),
    rejectionReason: z.enum(REJECTION_REASONS).nullable(),
    rejectionNote: z.string().nullable(),
  })
  .nullable()
export type ApplicationJob = z.infer<typeof applicationJobSchema>

// --- Public careers page (/c/{slug}) ---

export const publicJobSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  area: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  workModel: z.enum(WORK_MODELS).nullable(),
  contractType: z.enum(CONTRACT_TYPES).nullable(),
  publishedAt: z.string().nullable(),
})
export type PublicJobSummary = z.infer<typeof publicJobSummarySchema>

/** GET /api/public/careers/:slug */
export const careersPageSchema = z.object({
  companyName: z.string(),
  slug: z.string(),
  /** False when the company reached its plan's resume limit. */
  accepting: z.boolean(),
  notAcceptingMessage: z.string().nullable(),
  jobs: z.array(publicJobSummarySchema),
})
export type CareersPage = z.infer<typeof careersPageSchema>

/** GET /api/public/careers/:slug/jobs/:jobSlug */
export const publicJobSchema = publicJobSummarySchema.extend({
  companyName: z.string(),
  companySlug: z.string(),
  description: z.string(),
  requirements: z.string(),
  benefits: z.string(),
  salaryMinCents: z.number().nullable(),
  salaryMaxCents: z.number().nullable(),
  openings: z.number().int(),
  deadline: z.string().nullable(),
  receiving: z.boolean(),
  notReceivingMessage: z.string().nullable(),
})
export type PublicJob = z.infer<typeof publicJobSchema>

export const publicJobParamsSchema = z.object({
  slug: z.string().min(1).max(100),
  jobSlug: z.string().min(1).max(100),
})
