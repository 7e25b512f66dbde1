import { ApiError, NETWORK_ERROR_CODE, toApiError } from './api.ts'

type UploadOptions = {
  /** The header that carries the file's name, URI-encoded (the bytes are the whole body). */
  nameHeader: string
  /** The upload's progress from 0 to 1. */
  onProgress: (fraction: number) => void
}

/**
 * POSTs one file as raw bytes (`application/octet-stream`) and answers the JSON body. fetch has no
 * upload progress, so this uses XMLHttpRequest; errors are the API's ApiError, as with `api()`.
 */
export function uploadRawFile<T>(
  url: string,
  file: File,
  { nameHeader, onProgress }: UploadOptions,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.withCredentials = true
    request.setRequestHeader('content-type', 'application/octet-stream')
    request.setRequestHeader(nameHeader, encodeURIComponent(file.name))
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
        resolve(body as T)
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
