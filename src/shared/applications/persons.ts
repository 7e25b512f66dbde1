import { z } from 'zod'
import { RESUME_FORMATS } from '../resumes/resume-files.ts'
import { SUBMISSION_STATUSES } from '../submission-status.ts'
import { isValidCpf, onlyDigits } from '../validation/brazil.ts'

/**
 * The person behind applications (issue 15, docs/decisions/021-person-model.md): within one company,
 * applications with the same CPF, the same e-mail or the same mobile phone belong to one person;
 * staff join two more by hand ("Mesclar"). The keys below are how the server compares them.
 */

/** A CPF as its 11 digits; null unless it is a valid CPF (a typo never joins two people). */
export function cpfKey(value: unknown): string | null {
  if (typeof value !== 'string' || !isValidCpf(value)) return null
  return onlyDigits(value)
}

/** An e-mail trimmed and lower-cased; null unless it looks like an address. */
export function emailKey(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const key = value.trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+$/.test(key) ? key : null
}

/**
 * A Brazilian mobile phone as DDD + 9 digits ("11987654321"): the country code (+55) and the
 * long-distance prefix 0 are dropped. Landlines and anything else answer null — a landline is
 * shared by a household or an office, so it never says two applications are one person.
 */
export function mobilePhoneKey(value: unknown): string | null {
  if (typeof value !== 'string') return null
  let digits = onlyDigits(value)
  if (digits.length === 13 && digits.startsWith('55')) digits = digits.slice(2)
  if (digits.length === 12 && digits.startsWith('0')) digits = digits.slice(1)
  return /^[1-9][1-9]9\d{8}$/.test(digits) ? digits : null
}

export const PERSON_MESSAGES = {
  sameApplication: 'Escolha outra candidatura para mesclar.',
  merged: 'Candidaturas mescladas: agora são da mesma pessoa.',
  alreadySame: 'Essas candidaturas já são da mesma pessoa.',
} as const

/** The list's and detail's marker: the person has other applications in the company. */
export const REPEAT_LABEL = 'Repetido'
export const REPEAT_DESCRIPTION =
  'Esta pessoa tem outras candidaturas nesta empresa (mesmo CPF, e-mail ou celular).'

/** One application of the same person, as the detail links it. */
export const personApplicationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  createdAt: z.string(),
  source: z.enum(['formulario', 'importacao']),
  /** The job applied for; null for the talent pool. */
  jobTitle: z.string().nullable(),
})
export type PersonApplication = z.infer<typeof personApplicationSchema>

/** One CV file of the person (every version, newest first), downloadable through its application. */
export const personResumeSchema = z.object({
  applicationId: z.string(),
  fileName: z.string(),
  format: z.enum(RESUME_FORMATS).nullable(),
  sizeBytes: z.number(),
  createdAt: z.string(),
  /** GET /api/applications/:id/resume of the application the file came with. */
  downloadUrl: z.string(),
})
export type PersonResume = z.infer<typeof personResumeSchema>

/** GET /api/applications/:id/person: the other applications of the person and every CV version. */
export const applicationPersonSchema = z.object({
  others: z.array(personApplicationSchema),
  resumes: z.array(personResumeSchema),
})
export type ApplicationPerson = z.infer<typeof applicationPersonSchema>

/** POST /api/applications/:id/merge: the other application that is the same person. */
export const mergeApplicationsSchema = z.object({
  applicationId: z.uuid('Candidatura não encontrada.'),
})
export type MergeApplicationsInput = z.infer<typeof mergeApplicationsSchema>

export const mergeResultSchema = z.object({
  /** false when the two were already the same person (nothing changed, nothing recorded). */
  merged: z.boolean(),
  message: z.string(),
})
export type MergeResult = z.infer<typeof mergeResultSchema>
