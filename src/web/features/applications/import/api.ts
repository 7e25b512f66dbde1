import { useQuery } from '@tanstack/react-query'
import {
  type CreateImportBatch,
  IMPORT_FILE_NAME_HEADER,
  type ImportBatch,
  type ImportBatchView,
  type ImportUploadResult,
} from '@/shared/resumes/imports.ts'
import { ApiError, api, NETWORK_ERROR_CODE, toApiError } from '@/web/lib/api.ts'

export const importKeys = {
  batch: (companyId: string, id: string) => ['resume-imports', companyId, id] as const,
}

/** POST /api/resume-imports: a new batch for the files about to be sent, with its job and status. */
export function createImportBatch(destination: CreateImportBatch): Promise<ImportBatch> {
  return api<ImportBatch>('/api/resume-imports', { method: 'POST', body: destination })
}

/**
 * Sends one file (or a .zip) as raw bytes, reporting the upload's progress from 0 to 1 (fetch has
 * no upload progress, so this one call uses XMLHttpRequest). Errors are the API's ApiError.
 */
export function uploadImportFile(
  batchId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportUploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api/resume-imports/${batchId}/files`)
    request.withCredentials = true
    request.setRequestHeader('content-type', 'application/octet-stream')
    request.setRequestHeader(IMPORT_FILE_NAME_HEADER, encodeURIComponent(file.name))
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_CODE, ''))
    request.onload = () => {
      let body: unknown = null
      try {
        body = request.responseText ? JSON.parse(request.responseText) : null
      } catch {
        body = null
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1)
        resolve(body as ImportUploadResult)
      } else {
        const headers = new Headers()
        const retryAfter = request.getResponseHeader('retry-after')
        if (retryAfter) headers.set('retry-after', retryAfter)
        reject(toApiError(request.status, headers, body))
      }
    }
    request.send(file)
  })
}

/**
 * The batch's files, read again every second while files are being sent, while a sent file is not in
 * the answer yet (a read that crossed its upload) and while any of them is still being processed.
 */
export function useImportBatch(
  companyId: string,
  batchId: string | null,
  { uploading, sentFileIds }: { uploading: boolean; sentFileIds: readonly string[] },
) {
  return useQuery({
    queryKey: importKeys.batch(companyId, batchId ?? ''),
    queryFn: ({ signal }) => api<ImportBatchView>(`/api/resume-imports/${batchId}`, { signal }),
    enabled: batchId !== null,
    refetchInterval: (query) => {
      const files = query.state.data?.files ?? []
      const known = new Set(files.map((file) => file.id))
      const waiting =
        uploading ||
        sentFileIds.some((id) => !known.has(id)) ||
        files.some((file) => file.state === 'processing')
      return waiting ? 1000 : false
    },
  })
}
