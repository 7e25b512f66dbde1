import type { FileValue } from '@/shared/forms/form-fields.ts'
import { CANDIDATE_UPLOAD_NAME_HEADER, type CandidateUpload } from '@/shared/resumes/candidate-upload.ts'
import { ApiError, NETWORK_ERROR_CODE, toApiError } from '@/web/lib/api.ts'

/**
 * POST /api/public/forms/:slug/resume: the candidate's CV as raw bytes, reporting the upload's
 * progress from 0 to 1 (fetch has no upload progress, so this call uses XMLHttpRequest). Loaded
 * only when a candidate picks a file. Errors are the API's ApiError (pt-BR message from the server).
 */
export function uploadResume(
  slug: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<FileValue> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api/public/forms/${encodeURIComponent(slug)}/resume`)
    request.setRequestHeader('content-type', 'application/octet-stream')
    request.setRequestHeader(CANDIDATE_UPLOAD_NAME_HEADER, encodeURIComponent(file.name))
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
        const upload = body as CandidateUpload
        resolve({ uploadId: upload.uploadId, name: upload.name, size: upload.size })
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
