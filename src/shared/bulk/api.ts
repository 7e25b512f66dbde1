import { z } from 'zod'
import { applicationListQuerySchema } from '../applications/api.ts'

/**
 * Bulk actions on applications ("Ações em massa", issue 16): the request, the operation it starts
 * and the limits. The actions themselves are a registry on the server
 * (src/server/features/bulk/bulk-actions.ts); BULK_ACTION_LABELS is what the UI shows for them.
 */

/** Up to this many items the action runs within the request; above, in the job queue. */
export const BULK_INLINE_LIMIT = 200
/** The most applications one bulk action may cover. */
export const BULK_MAX_ITEMS = 50_000
/** Besides the count itself, the word that confirms a bulk deletion. */
export const BULK_DELETE_WORD = 'excluir'

export const BULK_MESSAGES = {
  emptySelection: 'Selecione ao menos uma candidatura.',
  tooMany: `Selecione no máximo ${BULK_MAX_ITEMS.toLocaleString('pt-BR')} candidaturas por vez.`,
  unknownAction: 'Ação em massa desconhecida.',
  invalidParams: 'Dados da ação em massa inválidos.',
  deleteConfirmation: `Para excluir, digite a quantidade de candidaturas selecionadas ou "${BULK_DELETE_WORD}".`,
  operationNotFound: 'Operação não encontrada.',
  resultNotFound: 'O arquivo desta operação não está mais disponível.',
  nothingFound: 'Nenhuma candidatura encontrada na seleção.',
} as const

/** The pt-BR names of the actions this app has (an action added at integration adds its line). */
export const BULK_ACTION_LABELS: Record<string, string> = {
  status: 'Alterar status',
  folder_add: 'Adicionar à pasta',
  folder_move: 'Mover para pasta',
  tag_add: 'Adicionar etiqueta',
  tag_remove: 'Remover etiqueta',
  email: 'Enviar e-mail',
  delete: 'Excluir',
  export_csv: 'Exportar CSV',
  export_pdf: 'Exportar PDFs (.zip)',
  export_full: 'Exportação completa (.zip)',
}

/**
 * Which applications: the ids checked on the page, or every result of the list's current filter
 * (the same query GET /api/applications takes, so filters added to it apply here too).
 */
export const bulkSelectionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('ids'),
      ids: z
        .array(z.uuid(BULK_MESSAGES.nothingFound))
        .min(1, BULK_MESSAGES.emptySelection)
        .max(BULK_MAX_ITEMS, BULK_MESSAGES.tooMany),
    }),
    z.object({ kind: z.literal('filter'), filter: applicationListQuerySchema }),
  ],
  { error: BULK_MESSAGES.emptySelection },
)
export type BulkSelection = z.input<typeof bulkSelectionSchema>

/** POST /api/applications/bulk */
export const bulkRequestSchema = z.object({
  selection: bulkSelectionSchema,
  action: z.string(BULK_MESSAGES.unknownAction).min(1, BULK_MESSAGES.unknownAction).max(60),
  /** The action's own data (the new status, the deletion's confirmation…), checked by the action. */
  params: z.record(z.string(), z.unknown()).optional().default({}),
})
export type BulkRequest = z.input<typeof bulkRequestSchema>

export const BULK_STATUSES = ['queued', 'running', 'done', 'failed'] as const
export type BulkStatus = (typeof BULK_STATUSES)[number]

/** One bulk operation as its requester sees it (and polls it while it runs in the queue). */
export const bulkOperationSchema = z.object({
  id: z.string(),
  action: z.string(),
  label: z.string(),
  status: z.enum(BULK_STATUSES),
  total: z.number(),
  done: z.number(),
  skipped: z.number(),
  failed: z.number(),
  /** The result file (exports), downloadable by the requester only; null when none or swept. */
  downloadUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type BulkOperation = z.infer<typeof bulkOperationSchema>

export const bulkOperationParamsSchema = z.object({ id: z.uuid(BULK_MESSAGES.operationNotFound) })

/** The toast's sentence for a finished operation. */
export function bulkSummary(operation: Pick<BulkOperation, 'label' | 'done' | 'skipped' | 'failed'>): string {
  const parts = [`${operation.done} concluída(s)`]
  if (operation.skipped) parts.push(`${operation.skipped} ignorada(s)`)
  if (operation.failed) parts.push(`${operation.failed} com falha`)
  return `${operation.label}: ${parts.join(', ')}.`
}
