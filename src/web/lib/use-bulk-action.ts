import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { type BulkOperation, type BulkRequest, bulkSummary } from '@/shared/bulk/api.ts'
import { api, errorMessage } from './api.ts'
import { dashboardKeys } from './query-keys.ts'
import { toast } from './toast.ts'

const POLL_MS = 1000

/** Starts the browser's download of a finished export (its requester only, a same-origin link). */
function download(operation: BulkOperation) {
  if (!operation.downloadUrl) return
  const link = document.createElement('a')
  link.href = operation.downloadUrl
  link.download = operation.fileName ?? ''
  document.body.append(link)
  link.click()
  link.remove()
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs a bulk action (POST /api/applications/bulk; /curriculos and the job board). Up to 200 items the answer is final; above,
 * the operation runs in the job queue and this polls GET /api/bulk-operations/:id, showing the
 * progress in one toast (updated in place) and in `progress` for the page's live region.
 */
export function useBulkAction(companyId: string) {
  const client = useQueryClient()
  const [progress, setProgress] = useState<BulkOperation | null>(null)

  const run = useCallback(
    async (request: BulkRequest): Promise<BulkOperation | null> => {
      const toastId = `bulk-${Date.now()}`
      let operation: BulkOperation
      try {
        operation = await api<BulkOperation>('/api/applications/bulk', { body: request })
        setProgress(operation)
        while (operation.status === 'queued' || operation.status === 'running') {
          toast.info(`${operation.label}: processando…`, {
            id: toastId,
            description: `${operation.done + operation.skipped + operation.failed} de ${operation.total} candidaturas.`,
            duration: Number.POSITIVE_INFINITY,
          })
          await wait(POLL_MS)
          operation = await api<BulkOperation>(`/api/bulk-operations/${operation.id}`)
          setProgress(operation)
        }
      } catch (error) {
        toast.error('Ação em massa não realizada', {
          id: toastId,
          description: errorMessage(error),
          duration: 8000,
        })
        setProgress(null)
        return null
      } finally {
        // The applications' lists and details, and the job boards (statuses and deletions change them).
        void client.invalidateQueries({ queryKey: ['applications', companyId] })
        void client.invalidateQueries({ queryKey: ['jobs', companyId] })
        // Folders' and tags' counts (issue 16: "Adicionar à pasta", "Adicionar etiqueta" in bulk).
        void client.invalidateQueries({ queryKey: ['folders', companyId] })
        void client.invalidateQueries({ queryKey: ['tags', companyId] })
        void client.invalidateQueries({ queryKey: dashboardKeys.stats(companyId) })
      }
      if (operation.status === 'failed') {
        toast.error(`${operation.label}: não concluída`, {
          id: toastId,
          description: operation.error ?? undefined,
          duration: 8000,
        })
      } else {
        toast.success(bulkSummary(operation), {
          id: toastId,
          duration: 6000,
          ...(operation.downloadUrl ? { description: 'O download do arquivo começou.' } : {}),
        })
        download(operation)
      }
      setProgress(null)
      return operation
    },
    [client, companyId],
  )

  return { run, progress }
}
