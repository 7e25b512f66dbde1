import { z } from 'zod'

/** "Salvar filtro" (issue 16, item 7): a named search + filters of /curriculos. */

export const SAVED_VIEW_NAME_MAX = 80
export const SAVED_VIEW_QUERY_MAX = 4000

export const SAVED_VIEW_MESSAGES = {
  nameRequired: 'Dê um nome à visualização.',
  nameTooLong: `O nome pode ter no máximo ${SAVED_VIEW_NAME_MAX} caracteres.`,
  queryTooLong: 'Filtros demais para uma visualização.',
  notFound: 'Visualização não encontrada.',
  notOwner: 'Só quem criou a visualização (ou um administrador) pode alterá-la.',
} as const

const nameSchema = z
  .string(SAVED_VIEW_MESSAGES.nameRequired)
  .trim()
  .min(1, SAVED_VIEW_MESSAGES.nameRequired)
  .max(SAVED_VIEW_NAME_MAX, SAVED_VIEW_MESSAGES.nameTooLong)
  // Plain text: control characters (and so no markup tricks through newlines) are refused.
  .refine(
    (value) => ![...value].some((char) => (char.codePointAt(0) ?? 0) < 32),
    SAVED_VIEW_MESSAGES.nameRequired,
  )

/** POST /api/saved-views */
export const createSavedViewSchema = z.object({
  name: nameSchema,
  /** The /curriculos query string ("q=motorista&uf=SP&experiencia=3"), without "?" or page. */
  query: z.string().max(SAVED_VIEW_QUERY_MAX, SAVED_VIEW_MESSAGES.queryTooLong),
  /** Shared with the team (every member sees it) or personal. */
  shared: z.boolean().default(false),
})
export type CreateSavedView = z.input<typeof createSavedViewSchema>

/** PATCH /api/saved-views/:id: rename and/or share or stop sharing. */
export const updateSavedViewSchema = z
  .object({ name: nameSchema.optional(), shared: z.boolean().optional() })
  .refine((value) => value.name !== undefined || value.shared !== undefined, SAVED_VIEW_MESSAGES.nameRequired)
export type UpdateSavedView = z.input<typeof updateSavedViewSchema>

export const savedViewIdParamsSchema = z.object({ id: z.uuid(SAVED_VIEW_MESSAGES.notFound) })

export const savedViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  /** The member who saved it; null once they left the company's team list. */
  ownerName: z.string().nullable(),
  /** Saved by the caller. */
  mine: z.boolean(),
  /** The caller may rename or delete it (its owner, or an admin for a shared view). */
  canManage: z.boolean(),
  createdAt: z.string(),
})
export type SavedView = z.infer<typeof savedViewSchema>

export const savedViewListSchema = z.object({ items: z.array(savedViewSchema) })
export type SavedViewList = z.infer<typeof savedViewListSchema>

/** The query parameters of /curriculos a view keeps (never the page). */
export function viewQueryOf(params: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const [key, value] of params) if (key !== 'page' && key !== 'pageSize') kept.append(key, value)
  return kept.toString()
}
