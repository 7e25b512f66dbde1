import type { FieldErrors, Resolver } from 'react-hook-form'
import { type Job, type JobInput, type JobQuestionType, jobInputSchema } from '@/shared/jobs/api.ts'

/** The editor's values as typed (money and numbers as text). */
export type JobFormValues = {
  title: string
  description: string
  requirements: string
  benefits: string
  area: string
  city: string
  state: string
  workModel: string
  contractType: string
  salaryMin: string
  salaryMax: string
  salaryHidden: boolean
  openings: string
  deadline: string
  questions: {
    id?: string
    label: string
    type: JobQuestionType
    isMandatory: boolean
    optionsText: string
  }[]
}

export const EMPTY_JOB: JobFormValues = {
  title: '',
  description: '',
  requirements: '',
  benefits: '',
  area: '',
  city: '',
  state: '',
  workModel: '',
  contractType: '',
  salaryMin: '',
  salaryMax: '',
  salaryHidden: false,
  openings: '1',
  deadline: '',
  questions: [],
}

/** "3.500,00", "3500" or "R$ 3.500,5" as centavos; '' as null; anything else as NaN (refused). */
export function parseBrlCents(value: string): number | null {
  const text = value.replace(/R\$|\s/g, '')
  if (text === '') return null
  const match = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?$/.exec(text)
  if (!match) return Number.NaN
  const reais = Number((match[1] ?? '0').replaceAll('.', ''))
  const cents = Number((match[2] ?? '0').padEnd(2, '0'))
  return reais * 100 + cents
}

/** Centavos as "3.500,00" for the input. */
export function centsToText(cents: number | null): string {
  if (cents === null) return ''
  return (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

export function toJobInput(values: JobFormValues): JobInput {
  const orNull = (value: string) => (value === '' ? null : value)
  return {
    title: values.title,
    description: values.description,
    requirements: values.requirements,
    benefits: values.benefits,
    area: orNull(values.area) as JobInput['area'],
    city: values.city,
    state: orNull(values.state),
    workModel: orNull(values.workModel) as JobInput['workModel'],
    contractType: orNull(values.contractType) as JobInput['contractType'],
    salaryMinCents: parseBrlCents(values.salaryMin),
    salaryMaxCents: parseBrlCents(values.salaryMax),
    salaryHidden: values.salaryHidden,
    openings: values.openings.trim() === '' ? Number.NaN : Number(values.openings),
    deadline: values.deadline.trim() || null,
    questions: values.questions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      label: question.label,
      type: question.type,
      isMandatory: question.isMandatory,
      options:
        question.type === 'dropdown'
          ? question.optionsText
              .split('\n')
              .map((option) => option.trim())
              .filter(Boolean)
          : [],
    })),
  }
}

export function fromJob(job: Job): JobFormValues {
  return {
    title: job.title,
    description: job.description,
    requirements: job.requirements,
    benefits: job.benefits,
    area: job.area ?? '',
    city: job.city,
    state: job.state ?? '',
    workModel: job.workModel ?? '',
    contractType: job.contractType ?? '',
    salaryMin: centsToText(job.salaryMinCents),
    salaryMax: centsToText(job.salaryMaxCents),
    salaryHidden: job.salaryHidden,
    openings: String(job.openings),
    deadline: job.deadline ?? '',
    questions: job.questions.map((question) => ({
      id: question.id,
      label: question.label,
      type: question.type,
      isMandatory: question.isMandatory,
      optionsText: question.options.join('\n'),
    })),
  }
}

/** The API's field names as the editor's (money and options are typed differently). */
export function formPath(apiPath: string): string {
  return apiPath
    .replace(/^salaryMinCents$/, 'salaryMin')
    .replace(/^salaryMaxCents$/, 'salaryMax')
    .replace(/^questions\.(\d+)\.options(\.\d+)?$/, 'questions.$1.optionsText')
}

function setPath(target: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.')
  let node = target
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1) {
      if (!(part in node)) node[part] = { type: 'validation', message }
    } else {
      node[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {}
      node = node[part] as Record<string, unknown>
    }
  }
}

/** Errors by the editor's paths as react-hook-form wants them. */
export function toFormErrors(fields: Record<string, string>): FieldErrors<JobFormValues> {
  const errors: Record<string, unknown> = {}
  for (const [path, message] of Object.entries(fields)) setPath(errors, formPath(path), message)
  return errors as FieldErrors<JobFormValues>
}

/** Validates with the server's schema (the same pt-BR messages under each field). */
export const jobFormResolver: Resolver<JobFormValues> = async (values) => {
  const parsed = jobInputSchema.safeParse(toJobInput(values))
  if (parsed.success) return { values, errors: {} }
  const fields: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.')
    if (!(key in fields)) fields[key] = issue.message
  }
  return { values: {}, errors: toFormErrors(fields) }
}
