import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { ImportFile } from '@/shared/resumes/imports.ts'
import type { SubmissionStatus } from '@/shared/submission-status.ts'
import { errorMessage } from '@/web/lib/api.ts'
import { dashboardKeys } from '@/web/lib/query-keys.ts'
import { applicationKeys } from '../api.ts'
import { createImportBatch, uploadImportFile, useImportBatch } from './api.ts'

/** One file the member chose, while it goes up (then the server's rows for it take over). */
export type UploadRow = {
  key: string
  name: string
  /** 0 to 1. */
  progress: number
  state: 'waiting' | 'uploading' | 'sent' | 'error'
  /** Why the upload itself failed (pt-BR, from the server). */
  error: string | null
  /** The batch's files this upload became (a zip: its entries). */
  fileIds: string[]
}

/** The job (null: the talent pool) and the status a batch's applications start in. */
export type ImportDestination = { jobId: string | null; status: SubmissionStatus }

export type ImportRow =
  | { kind: 'upload'; upload: UploadRow }
  | { kind: 'file'; file: ImportFile; uploadKey: string }

const UPLOAD_FAILED = 'Não foi possível enviar o arquivo. Tente novamente.'

/**
 * The staff import of /curriculos: lives in the page, not the dialog, so closing the dialog keeps
 * sending and the rows keep filling in. Files go up one at a time (each with its progress); the
 * batch is read every second until every file is processed; the list and dashboard are read again
 * as applications arrive.
 */
export function useResumeImport(companyId: string) {
  const client = useQueryClient()
  const [batchId, setBatchId] = useState<string | null>(null)
  const [uploads, setUploads] = useState<UploadRow[]>([])
  const queueRef = useRef<{ key: string; file: File }[]>([])
  const runningRef = useRef(false)
  const batchRef = useRef<string | null>(null)
  // Where the next batch's applications go: chosen before its first file, fixed once it started.
  const [destination, setDestination] = useState<ImportDestination>({ jobId: null, status: 'novo' })
  const destinationRef = useRef(destination)
  destinationRef.current = destination
  const sequence = useRef(0)
  const uploading = uploads.some((upload) => upload.state === 'waiting' || upload.state === 'uploading')
  const sentFileIds = useMemo(() => uploads.flatMap((upload) => upload.fileIds), [uploads])
  const batch = useImportBatch(companyId, batchId, { uploading, sentFileIds })

  const patch = useCallback((key: string, change: Partial<UploadRow>) => {
    setUploads((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)))
  }, [])

  const pump = useCallback(async () => {
    if (runningRef.current) return
    runningRef.current = true
    try {
      for (let next = queueRef.current.shift(); next; next = queueRef.current.shift()) {
        const { key, file } = next
        try {
          if (!batchRef.current) {
            batchRef.current = (await createImportBatch(destinationRef.current)).id
            setBatchId(batchRef.current)
          }
          patch(key, { state: 'uploading' })
          const result = await uploadImportFile(batchRef.current, file, (progress) =>
            patch(key, { progress }),
          )
          patch(key, { state: 'sent', progress: 1, fileIds: result.files.map((row) => row.id) })
          void client.invalidateQueries({ queryKey: ['resume-imports', companyId] })
        } catch (error) {
          patch(key, { state: 'error', error: errorMessage(error, UPLOAD_FAILED) })
        }
      }
    } finally {
      runningRef.current = false
    }
  }, [client, companyId, patch])

  const add = useCallback(
    (files: readonly File[]) => {
      const rows = files.map((file) => {
        sequence.current += 1
        const key = `${sequence.current}`
        queueRef.current.push({ key, file })
        return { key, name: file.name, progress: 0, state: 'waiting' as const, error: null, fileIds: [] }
      })
      setUploads((current) => [...current, ...rows])
      void pump()
    },
    [pump],
  )

  /** Starts over with an empty list (a new batch), once nothing is being sent. */
  const reset = useCallback(() => {
    if (runningRef.current) return
    batchRef.current = null
    setBatchId(null)
    setUploads([])
  }, [])

  const files = batch.data?.files ?? []
  const imported = files.filter((file) => file.state === 'imported').length
  // Each newly imported CV is a new application: the list and the dashboard's counts change.
  useEffect(() => {
    if (imported === 0) return
    void client.invalidateQueries({ queryKey: applicationKeys.lists(companyId) })
    void client.invalidateQueries({ queryKey: dashboardKeys.stats(companyId) })
  }, [client, companyId, imported])

  const byId = new Map(files.map((file) => [file.id, file]))
  const rows: ImportRow[] = uploads.flatMap((upload): ImportRow[] => {
    if (upload.state !== 'sent') return [{ kind: 'upload', upload }]
    const known = upload.fileIds.map((id) => byId.get(id)).filter((file): file is ImportFile => !!file)
    if (known.length < upload.fileIds.length) return [{ kind: 'upload', upload }]
    return known.map((file) => ({ kind: 'file', file, uploadKey: upload.key }))
  })
  const processing =
    uploading ||
    rows.some((row) => row.kind === 'upload' && row.upload.state === 'sent') ||
    files.some((file) => file.state === 'processing')
  const done = rows.filter((row) => row.kind === 'file' && row.file.state !== 'processing').length
  return {
    rows,
    add,
    reset,
    processing,
    done,
    total: rows.length,
    uploading,
    destination,
    setDestination,
    started: batchId !== null,
  }
}

export type ResumeImport = ReturnType<typeof useResumeImport>
