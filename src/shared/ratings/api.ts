import { z } from 'zod'

/** Each member's 1–5 star rating of an application ("Avaliação", issue 16). */
export const RATING_NOTE_MAX_LENGTH = 500
export const RATING_STARS = [1, 2, 3, 4, 5] as const

export const RATING_MESSAGES = {
  invalidStars: 'Escolha de 1 a 5 estrelas.',
  noteTooLong: `A observação pode ter no máximo ${RATING_NOTE_MAX_LENGTH} caracteres.`,
  notFound: 'Você ainda não avaliou esta candidatura.',
  invalidMinRating: 'Avaliação mínima inválida: use um número de 1 a 5.',
} as const

/** PUT /api/applications/:id/ratings/me */
export const ratingInputSchema = z.object({
  stars: z
    .number(RATING_MESSAGES.invalidStars)
    .int(RATING_MESSAGES.invalidStars)
    .min(1, RATING_MESSAGES.invalidStars)
    .max(5, RATING_MESSAGES.invalidStars),
  note: z
    .string(RATING_MESSAGES.noteTooLong)
    .trim()
    .max(RATING_NOTE_MAX_LENGTH, RATING_MESSAGES.noteTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
})
export type RatingInput = z.input<typeof ratingInputSchema>

/** The average and number of an application's ratings (list rows, board cards). */
export const ratingSummarySchema = z.object({
  /** Rounded to one decimal; null without ratings. */
  average: z.number().nullable(),
  count: z.number().int(),
})
export type RatingSummary = z.infer<typeof ratingSummarySchema>

export const ratingSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  stars: z.number().int(),
  note: z.string().nullable(),
  updatedAt: z.string(),
  /** The caller's own rating. */
  isMine: z.boolean(),
})
export type Rating = z.infer<typeof ratingSchema>

/** GET /api/applications/:id/ratings: every member's rating, the caller's first. */
export const ratingListSchema = ratingSummarySchema.extend({ items: z.array(ratingSchema) })
export type RatingList = z.infer<typeof ratingListSchema>

/** The ?minRating= filter of the list: average at least n (1–5). */
export const minRatingParam = z.coerce
  .number(RATING_MESSAGES.invalidMinRating)
  .min(1, RATING_MESSAGES.invalidMinRating)
  .max(5, RATING_MESSAGES.invalidMinRating)
  .optional()

/** "4,5 ★ (2 avaliações)" for screen readers and titles. */
export function ratingLabel(summary: RatingSummary): string {
  if (summary.average === null || summary.count === 0) return 'Sem avaliações'
  const average = summary.average.toLocaleString('pt-BR', { maximumFractionDigits: 1 })
  return `Média ${average} de 5 (${summary.count} ${summary.count === 1 ? 'avaliação' : 'avaliações'})`
}
