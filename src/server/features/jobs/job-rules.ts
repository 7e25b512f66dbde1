import type { FormField } from '../../../shared/forms/form-fields.ts'
import type { JobAction, JobQuestion, JobStatus } from '../../../shared/jobs/api.ts'
import type { SubmissionStatus } from '../../../shared/submission-status.ts'
import { formatBrazilDate } from '../applications/brazil-time.ts'

/**
 * The pure rules of jobs and stages (docs/decisions/017-jobs-stages-and-statuses.md), kept apart
 * from the queries so they read, and are tested, on their own.
 */

/** The step number job questions carry in a submission's form_data (after any form step). */
export const JOB_QUESTIONS_STEP = 1000
export const JOB_QUESTIONS_TITLE = 'Perguntas da vaga'

/** Today in Brasília as yyyy-MM-dd (the deadline column's format). */
export function brazilToday(now: Date = new Date()): string {
  return formatBrazilDate(now).split('/').reverse().join('-')
}

/** yyyy-MM-dd -> dd/MM/yyyy */
export function isoToBrDate(value: string | null): string | null {
  return value ? value.split('-').reverse().join('/') : null
}

/** dd/MM/yyyy -> yyyy-MM-dd */
export function brToIsoDate(value: string | null): string | null {
  return value ? value.split('/').reverse().join('-') : null
}

/** Whether the public form takes applications for the job: published, deadline not passed. */
export function isReceiving(job: { status: JobStatus; deadline: string | null }, now = new Date()): boolean {
  return job.status === 'publicada' && (job.deadline === null || job.deadline >= brazilToday(now))
}

/** The status a job action leads to from the current one, or null when it is not allowed. */
export function nextJobStatus(current: JobStatus, action: JobAction): JobStatus | null {
  switch (action) {
    case 'publicar':
      return current === 'rascunho' ? 'publicada' : null
    case 'pausar':
      return current === 'publicada' ? 'pausada' : null
    case 'retomar':
      return current === 'pausada' ? 'publicada' : null
    case 'encerrar':
      return current === 'publicada' || current === 'pausada' ? 'encerrada' : null
  }
}

/**
 * The spec's status after a move to another stage of the job:
 * - the last stage (hired, "Contratados") makes it "aprovado";
 * - out of the first stage a "novo" application becomes "pendente" (nothing goes back to "novo");
 * - a rejected one brought back, or a hired one moved back from the last stage, becomes "pendente";
 * - otherwise the status stays what the team set on /curriculos.
 */
export function statusAfterMove(options: {
  status: SubmissionStatus
  fromIndex: number | null
  toIndex: number
  lastIndex: number
}): SubmissionStatus {
  const { status, fromIndex, toIndex, lastIndex } = options
  if (toIndex === lastIndex) return 'aprovado'
  if (status === 'reprovado') return 'pendente'
  if (status === 'novo') return toIndex > 0 ? 'pendente' : 'novo'
  if (status === 'aprovado' && fromIndex === lastIndex) return 'pendente'
  return status
}

/** A job's questions as form fields of the public form's extra step "Perguntas da vaga". */
export function jobQuestionFields(questions: readonly JobQuestion[]): FormField[] {
  return questions.map((question, index) => ({
    id: question.id,
    key: `vaga_${question.id.slice(0, 8)}`,
    stepNumber: JOB_QUESTIONS_STEP,
    orderIndex: index,
    label: question.label,
    type: question.type,
    isMandatory: question.isMandatory,
    options: question.type === 'dropdown' ? question.options : null,
    helpText: null,
    condition: null,
    subFields: null,
    settings: {},
    isSensitive: false,
  }))
}
