import { DESIRED_AREAS } from '../forms/enumerations.ts'

/**
 * The jobs' constants and pt-BR labels without zod, so the careers page (a candidate's phone)
 * does not download the validation library. api.ts re-exports everything here.
 */

export const JOB_STATUSES = ['rascunho', 'publicada', 'pausada', 'encerrada'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  rascunho: 'Rascunho',
  publicada: 'Publicada',
  pausada: 'Pausada',
  encerrada: 'Encerrada',
}

export const WORK_MODELS = ['presencial', 'hibrido', 'remoto'] as const
export type WorkModel = (typeof WORK_MODELS)[number]
export const WORK_MODEL_LABELS: Record<WorkModel, string> = {
  presencial: 'Presencial',
  hibrido: 'Híbrido',
  remoto: 'Remoto',
}

export const CONTRACT_TYPES = ['clt', 'pj', 'estagio', 'temporario', 'aprendiz', 'trainee'] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]
export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  clt: 'CLT',
  pj: 'PJ',
  estagio: 'Estágio',
  temporario: 'Temporário',
  aprendiz: 'Aprendiz',
  trainee: 'Trainee',
}

/** The job's "Área": the spec's desired-area list (the form's step 4). */
export const JOB_AREAS = DESIRED_AREAS

/** Question types of "Perguntas da vaga": the form builder's simple ones ("other" = multi-line text). */
export const JOB_QUESTION_TYPES = [
  'texto',
  'numerico',
  'data',
  'dropdown',
  'sim_nao',
  'checkbox',
  'other',
] as const
export type JobQuestionType = (typeof JOB_QUESTION_TYPES)[number]
export const JOB_QUESTION_TYPE_LABELS: Record<JobQuestionType, string> = {
  texto: 'Texto',
  numerico: 'Numérico',
  data: 'Data',
  dropdown: 'Lista de opções',
  sim_nao: 'Sim/Não',
  checkbox: 'Caixa de seleção',
  other: 'Texto longo',
}

/** Why a candidate was rejected ("Reprovado"). */
export const REJECTION_REASONS = [
  'perfil_nao_aderente',
  'salario_incompativel',
  'desistencia',
  'vaga_encerrada',
  'outro',
] as const
export type RejectionReason = (typeof REJECTION_REASONS)[number]
export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  perfil_nao_aderente: 'Perfil não aderente',
  salario_incompativel: 'Salário incompatível',
  desistencia: 'Desistência do candidato',
  vaga_encerrada: 'Vaga encerrada',
  outro: 'Outro',
}

/** The company template a new job starts from (Configurações → Processo seletivo). */
export const DEFAULT_STAGE_NAMES = ['Inscritos', 'Triagem', 'Entrevista', 'Proposta', 'Contratados'] as const

export const JOB_TITLE_MIN = 3
export const JOB_TITLE_MAX = 120
export const JOB_TEXT_MAX = 10_000
export const STAGE_NAME_MAX = 40
export const MIN_STAGES = 2
export const MAX_STAGES = 12
export const MAX_JOB_QUESTIONS = 20
export const MAX_BULK = 500
export const BOARD_PAGE_SIZE = 20
export const BOARD_MAX_PAGE_SIZE = 100

/** A job's place text: "São Paulo/SP", "São Paulo", "SP" or "". */
export function jobPlace(job: { city: string; state: string | null }): string {
  return [job.city, job.state].filter(Boolean).join('/')
}
