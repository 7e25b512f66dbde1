import { z } from 'zod'

/**
 * The contract of folders ("Pastas") and tags ("Etiquetas") (issue 16): their API, the tag
 * palette and the pt-BR messages both sides show.
 */

export const FOLDER_NAME_MAX = 60
export const TAG_NAME_MAX = 40
/** Folders and tags a company may have (a guard against runaway scripts, not a plan limit). */
export const FOLDERS_MAX = 500
export const TAGS_MAX = 500
/** Applications one bulk call may name. */
export const ORGANIZE_BULK_MAX = 1000

/**
 * The tag colours: a fixed palette, each a light background with dark text of the same hue
 * (contrast ≥ 7:1, WCAG AAA), so a chip is readable whichever colour is chosen.
 */
export const TAG_COLORS = [
  'cinza',
  'vermelho',
  'laranja',
  'amarelo',
  'verde',
  'azul',
  'roxo',
  'rosa',
] as const
export type TagColor = (typeof TAG_COLORS)[number]
export const TAG_COLOR_LABELS: Record<TagColor, string> = {
  cinza: 'Cinza',
  vermelho: 'Vermelho',
  laranja: 'Laranja',
  amarelo: 'Amarelo',
  verde: 'Verde',
  azul: 'Azul',
  roxo: 'Roxo',
  rosa: 'Rosa',
}
export const DEFAULT_TAG_COLOR: TagColor = 'azul'

export const ORGANIZE_MESSAGES = {
  folderName: `Informe o nome da pasta (até ${FOLDER_NAME_MAX} caracteres).`,
  folderNameTaken: 'Já existe uma pasta com esse nome.',
  folderNotFound: 'Pasta não encontrada.',
  foldersMax: `Limite de ${FOLDERS_MAX} pastas atingido.`,
  tagName: `Informe o nome da etiqueta (até ${TAG_NAME_MAX} caracteres).`,
  tagNameTaken: 'Já existe uma etiqueta com esse nome.',
  tagNotFound: 'Etiqueta não encontrada.',
  tagsMax: `Limite de ${TAGS_MAX} etiquetas atingido.`,
  tagColor: 'Cor inválida. Escolha uma cor da lista.',
  plainText: 'Use apenas texto, sem os caracteres < e >.',
  invalidFolderFilter: 'Filtro de pasta inválido.',
  invalidTagFilter: 'Filtro de etiqueta inválido.',
} as const

/** Trimmed, inner spaces collapsed, no control characters and no markup: plain text only. */
function nameSchema(max: number, message: string) {
  return z
    .string({ error: message })
    .transform((value) =>
      value
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
        .replace(/[\u0000-\u001f\u007f]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(1, message)
        .max(max, message)
        .refine((value) => !/[<>]/.test(value), ORGANIZE_MESSAGES.plainText),
    )
}

export const folderInputSchema = z.object({ name: nameSchema(FOLDER_NAME_MAX, ORGANIZE_MESSAGES.folderName) })
export type FolderInput = z.infer<typeof folderInputSchema>

const tagColorSchema = z.enum(TAG_COLORS, { error: ORGANIZE_MESSAGES.tagColor })
export const tagInputSchema = z.object({
  name: nameSchema(TAG_NAME_MAX, ORGANIZE_MESSAGES.tagName),
  color: tagColorSchema.optional().transform((value) => value ?? DEFAULT_TAG_COLOR),
})
export const tagUpdateSchema = z.object({
  name: nameSchema(TAG_NAME_MAX, ORGANIZE_MESSAGES.tagName).optional(),
  color: tagColorSchema.optional(),
})

export const folderIdParamsSchema = z.object({ id: z.uuid({ error: ORGANIZE_MESSAGES.folderNotFound }) })
export const tagIdParamsSchema = z.object({ id: z.uuid({ error: ORGANIZE_MESSAGES.tagNotFound }) })
export const folderApplicationParamsSchema = folderIdParamsSchema.extend({
  applicationId: z.uuid({ error: 'Candidatura não encontrada.' }),
})
export const tagApplicationParamsSchema = tagIdParamsSchema.extend({
  applicationId: z.uuid({ error: 'Candidatura não encontrada.' }),
})

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** How many of the company's applications are in it. */
  applicationCount: z.number().int(),
  createdAt: z.string(),
})
export type Folder = z.infer<typeof folderSchema>
export const folderListSchema = z.object({ items: z.array(folderSchema) })
export type FolderList = z.infer<typeof folderListSchema>

export const tagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(TAG_COLORS),
  applicationCount: z.number().int(),
  createdAt: z.string(),
})
export type Tag = z.infer<typeof tagSchema>
export const tagListSchema = z.object({ items: z.array(tagSchema) })
export type TagList = z.infer<typeof tagListSchema>

/** A folder or tag as an application's row, card and detail carry it. */
export const folderRefSchema = z.object({ id: z.string(), name: z.string() })
export type FolderRef = z.infer<typeof folderRefSchema>
export const tagRefSchema = z.object({ id: z.string(), name: z.string(), color: z.enum(TAG_COLORS) })
export type TagRef = z.infer<typeof tagRefSchema>

/** PUT/DELETE of one application in a folder or tag: whether it changed anything. */
export const organizeResultSchema = z.object({ changed: z.number().int() })
export type OrganizeResult = z.infer<typeof organizeResultSchema>
