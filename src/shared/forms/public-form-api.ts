import { z } from 'zod'
import { FIELD_TYPES, SUB_FIELD_TYPES } from './form-fields.ts'

/** Shapes of the public form API, shared by the server (responses) and the browser (types). */

const subFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(SUB_FIELD_TYPES),
  isMandatory: z.boolean(),
  options: z.array(z.string()).optional(),
  placeholder: z.string().optional(),
})

const fieldSettingsSchema = z.object({
  copyOf: z.string().optional(),
  autofill: z
    .object({ street: z.string(), neighbourhood: z.string(), city: z.string(), state: z.string() })
    .optional(),
  allowedHosts: z.array(z.string()).optional(),
  entryLabel: z.string().optional(),
  addLabel: z.string().optional(),
  maxEntries: z.number().optional(),
  placeholder: z.string().optional(),
  dateOrder: z.object({ start: z.string(), end: z.string() }).optional(),
  pastOnly: z.boolean().optional(),
})

export const formFieldSchema = z.object({
  id: z.string(),
  key: z.string(),
  stepNumber: z.number(),
  orderIndex: z.number(),
  label: z.string(),
  type: z.enum(FIELD_TYPES),
  isMandatory: z.boolean(),
  options: z.array(z.string()).nullable(),
  helpText: z.string().nullable(),
  condition: z.object({ fieldKey: z.string(), equals: z.union([z.string(), z.boolean()]) }).nullable(),
  subFields: z.array(subFieldSchema).nullable(),
  settings: fieldSettingsSchema,
  isSensitive: z.boolean(),
})

export const publicFormSchema = z.object({
  companyName: z.string(),
  /** The company's own site (its settings' custom link), linked under the title; null when unset. */
  companySite: z.string().nullable().optional(),
  title: z.string(),
  steps: z.array(z.object({ number: z.number(), title: z.string(), fields: z.array(formFieldSchema) })),
  /** False when the company reached its plan's resume limit: the form says so and sends nothing. */
  accepting: z.boolean(),
  notAcceptingMessage: z.string().nullable(),
  privacyNotice: z.object({ version: z.string(), text: z.string() }),
  /**
   * /f/{slug}?vaga={jobSlug}: the job applied for ("Candidatura para: {Título}") and its questions,
   * asked on a last step "Perguntas da vaga". Absent for the talent pool.
   */
  job: z
    .object({
      slug: z.string(),
      title: z.string(),
      /** False for a paused, closed or past-deadline job: the form says so and sends nothing. */
      receiving: z.boolean(),
      questions: z.array(formFieldSchema),
    })
    .nullable()
    .optional(),
})
export type PublicForm = z.infer<typeof publicFormSchema>

export const submissionResultSchema = z.object({
  id: z.string(),
  status: z.literal('novo'),
  createdAt: z.string(),
})
export type SubmissionResult = z.infer<typeof submissionResultSchema>

export const cepAddressSchema = z.object({
  cep: z.string(),
  street: z.string(),
  neighbourhood: z.string(),
  city: z.string(),
  state: z.string(),
})
export type CepAddress = z.infer<typeof cepAddressSchema>

export const PUBLIC_FORM_MESSAGES = {
  notFound: 'Formulário não encontrado.',
  notAccepting:
    'Este formulário não está recebendo candidaturas no momento: a empresa atingiu o limite de currículos do seu plano. Tente novamente mais tarde.',
  noticeOutdated: 'O aviso de privacidade foi atualizado. Recarregue a página e aceite o novo aviso.',
  invalidSubmission: 'Alguns campos estão inválidos. Verifique e tente novamente.',
  idTaken: 'Este envio já foi registrado em outro formulário.',
  cepInvalid: 'CEP inválido.',
  cepNotFound: 'CEP não encontrado. Preencha o endereço manualmente.',
  cepUnavailable: 'Não foi possível consultar o CEP agora. Preencha o endereço manualmente.',
} as const
