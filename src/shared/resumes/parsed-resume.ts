import { z } from 'zod'

/**
 * What the CV parser reads out of a résumé's text (issue 15). Every field may be missing: the
 * parser fills only what it found. Staff may correct any of them ("Revisar dados"); corrected
 * values win over parsed ones everywhere.
 */

export const educationEntrySchema = z.object({
  /** "Bacharelado em Administração", "Técnico em Logística", "Ensino Médio". */
  course: z.string().max(200).nullable(),
  institution: z.string().max(200).nullable(),
  /** "2014 – 2018", "03/2019 – atual" (see formatPeriod). */
  period: z.string().max(60).nullable(),
})
export type EducationEntry = z.infer<typeof educationEntrySchema>

export const experienceEntrySchema = z.object({
  company: z.string().max(200).nullable(),
  role: z.string().max(200).nullable(),
  period: z.string().max(60).nullable(),
  /** The candidate still works there ("atual", "o momento", "presente"). */
  current: z.boolean(),
})
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>

export const languageEntrySchema = z.object({
  language: z.string().max(60),
  /** "básico", "intermediário", "avançado", "fluente", "nativo"; null when not given. */
  level: z.string().max(60).nullable(),
})
export type LanguageEntry = z.infer<typeof languageEntrySchema>

export const parsedResumeSchema = z.object({
  name: z.string().max(200).nullable(),
  email: z.string().max(254).nullable(),
  /** "(11) 98765-4321" (mobile) or "(11) 3456-7890" (landline). */
  phone: z.string().max(20).nullable(),
  /** "529.982.247-25"; only a CPF whose check digits are right. */
  cpf: z.string().max(14).nullable(),
  /** "https://www.linkedin.com/in/slug" */
  linkedin: z.string().max(300).nullable(),
  city: z.string().max(100).nullable(),
  /** Two-letter UF: "SP". */
  state: z.string().max(2).nullable(),
  /** "13010-050" */
  cep: z.string().max(9).nullable(),
  education: z.array(educationEntrySchema).max(30),
  experience: z.array(experienceEntrySchema).max(40),
  languages: z.array(languageEntrySchema).max(20),
  skills: z.array(z.string().max(100)).max(60),
})
export type ParsedResume = z.infer<typeof parsedResumeSchema>

export const EMPTY_PARSED_RESUME: ParsedResume = {
  name: null,
  email: null,
  phone: null,
  cpf: null,
  linkedin: null,
  city: null,
  state: null,
  cep: null,
  education: [],
  experience: [],
  languages: [],
  skills: [],
}

/** Labels of the parsed fields, as "Dados extraídos do currículo" shows them. */
export const PARSED_FIELD_LABELS = {
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  cpf: 'CPF',
  linkedin: 'LinkedIn',
  city: 'Cidade',
  state: 'UF',
  cep: 'CEP',
  education: 'Formação',
  experience: 'Experiência',
  languages: 'Idiomas',
  skills: 'Habilidades',
} as const satisfies Record<keyof ParsedResume, string>
