import type { FileValue } from '@/shared/forms/form-fields.ts'
import { CANDIDATE_UPLOAD_NAME_HEADER, type CandidateUpload } from '@/shared/resumes/candidate-upload.ts'
import { uploadRawFile } from '@/web/lib/upload.ts'

/**
 * POST /api/public/forms/:slug/resume: the candidate's CV as raw bytes, with its upload progress.
 * Loaded only when a candidate picks a file. Errors are the API's ApiError (pt-BR message from the server).
 */
export async function uploadResume(
  slug: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<FileValue> {
  const upload = await uploadRawFile<CandidateUpload>(
    `/api/public/forms/${encodeURIComponent(slug)}/resume`,
    file,
    {
      nameHeader: CANDIDATE_UPLOAD_NAME_HEADER,
      onProgress,
    },
  )
  return { uploadId: upload.uploadId, name: upload.name, size: upload.size }
}
