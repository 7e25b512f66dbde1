import { createContext } from 'react'
import type { FileValue } from '@/shared/forms/form-fields.ts'

/**
 * Sends a file chosen in an "arquivo" field and answers what the submission names it, reporting the
 * upload's progress from 0 to 1. The public form provides it (bound to its slug); without it (the
 * form builder's preview) the file control is shown but cannot send.
 */
export type UploadFile = (file: File, onProgress: (fraction: number) => void) => Promise<FileValue>

export const FileUploadContext = createContext<UploadFile | null>(null)
