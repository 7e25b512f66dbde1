import { useQuery } from '@tanstack/react-query'
import {
  type CreateImportBatch,
  IMPORT_FILE_NAME_HEADER,
  type ImportBatch,
  type ImportBatchView,
  type ImportUploadResult,
} from '@/shared/resumes/imports.ts'
import { api } from '@/web/lib/api.ts'
import { uploadRawFile } from '@/web/lib/upload.ts'

export const importKeys = {
  batch: (companyId: string, id: string) => ['resume-imports', companyId, id] as const,
}

/** POST /api/resume-imports: a new batch for the files about to be sent, with its job and status. */
export function createImportBatch(destination: CreateImportBatch): Promise<ImportBatch> {
  return api<ImportBatch>('/api/resume-imports', { method: 'POST', body: destination })
}

/** Sends one file (or a .zip) as raw bytes, reporting the upload's progress from 0 to 1. */
export function uploadImportFile(
  batchId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ImportUploadResult> {
  return uploadRawFile(`/api/resume-imports/${batchId}/files`, file, {
    nameHeader: IMPORT_FILE_NAME_HEADER,
    onProgress,
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
