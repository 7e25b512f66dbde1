import { z } from 'zod'

/** Texts of the settings screen and its API (spec section 8), shared by the browser and the server. */
export const SETTINGS_MESSAGES = {
  slugInvalid: 'URL inválida. Use apenas letras minúsculas, números e hífens.',
  slugTaken: 'Esta URL já está em uso. Por favor, escolha outra.',
  nameRequired: 'Informe o nome da empresa.',
  phoneInvalid: 'Telefone inválido. Use o formato (00)00000-0000 ou (00)0000-0000.',
  customLinkInvalid: 'Link inválido. Use um endereço completo, começando com http:// ou https://.',
} as const

export const SLUG_MAX_LENGTH = 60
const SLUG_PATTERN = /^[a-z0-9-]+$/

/** The spec's custom slug rule: only lowercase letters, digits and hyphens (and not empty). */
export function isValidSlug(value: string): boolean {
  return value.length > 0 && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)
}

export const slugInputSchema = z.object({
  slug: z.string().trim().refine(isValidSlug, SETTINGS_MESSAGES.slugInvalid),
})
export type SlugInput = z.infer<typeof slugInputSchema>

/** A Brazilian phone as the mask writes it: (00)00000-0000 (mobile) or (00)0000-0000 (landline). */
export const PHONE_PATTERN = /^\(\d{2}\)\d{4,5}-\d{4}$/

/** Applies the phone mask while typing: digits only, at most 11, laid out as (00)00000-0000 / (00)0000-0000. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11)
  if (digits.length === 0) return ''
  if (digits.length <= 2) return `(${digits}`
  const area = digits.slice(0, 2)
  const rest = digits.slice(2)
  const split = rest.length > 8 ? 5 : 4
  if (rest.length <= split) return `(${area})${rest}`
  return `(${area})${rest.slice(0, split)}-${rest.slice(split)}`
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.')
  } catch {
    return false
  }
}

/**
 * Company data of the Empresa tab. Optional texts are sent as "" when empty and stored as null.
 * customLink: the company's own site, shown on its public form (docs/decisions/005-…).
 */
export const companySettingsSchema = z.object({
  name: z.string().trim().min(1, SETTINGS_MESSAGES.nameRequired).max(200),
  address: z.string().trim().max(300),
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), SETTINGS_MESSAGES.phoneInvalid),
  customLink: z
    .string()
    .trim()
    .max(500)
    .refine((value) => value === '' || isHttpUrl(value), SETTINGS_MESSAGES.customLinkInvalid),
})
export type CompanySettings = z.infer<typeof companySettingsSchema>

export const publicLinkSchema = z.object({
  slug: z.string(),
  /** {APP_URL}/f/{slug} */
  url: z.string(),
  /** Whether the company's plan includes customPublicLink (src/shared/plans.ts). */
  canCustomize: z.boolean(),
})
export type PublicLink = z.infer<typeof publicLinkSchema>
