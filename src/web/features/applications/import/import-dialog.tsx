import { CheckCircle2Icon, CopyIcon, FileUpIcon, UploadIcon, XCircleIcon } from 'lucide-react'
import { type DragEvent, useId, useRef, useState } from 'react'
import { duplicateImportLabel } from '@/shared/resumes/imports.ts'
import { failureText, IMPORT_ACCEPT } from '@/shared/resumes/resume-files.ts'
import {
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '@/shared/submission-status.ts'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { Label } from '@/web/components/ui/label.tsx'
import { Progress } from '@/web/components/ui/progress.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { cn } from '@/web/lib/cn.ts'
import type { ImportRow, ResumeImport } from './use-resume-import.ts'

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 })

function RowResult({ row }: { row: ImportRow }) {
  if (row.kind === 'upload') {
    const { upload } = row
    if (upload.state === 'error') {
      return <span className="text-destructive">Falhou: {upload.error}</span>
    }
    if (upload.state === 'sent') return <span className="text-muted-foreground">Processando…</span>
    const label = upload.state === 'waiting' ? 'Na fila' : `Enviando… ${percent.format(upload.progress)}`
    return (
      <span className="flex flex-col gap-1">
        <span className="text-muted-foreground">{label}</span>
        <Progress
          value={Math.round(upload.progress * 100)}
          max={100}
          aria-label={`Envio de ${upload.name}`}
          valueText={percent.format(upload.progress)}
        />
      </span>
    )
  }
  const { file } = row
  if (file.state === 'processing') {
    return (
      <span className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-3.5" aria-hidden="true" />
        Processando…
      </span>
    )
  }
  if (file.state === 'imported' && file.duplicateOfId) {
    // A person the company has already: the CV is kept as one more version of that person.
    return (
      <span className="flex items-center gap-1.5 text-amber-700">
        <CopyIcon className="size-4 shrink-0" aria-hidden="true" />
        {duplicateImportLabel(file.duplicateOfName)}
      </span>
    )
  }
  if (file.state === 'imported') {
    return (
      <span className="flex items-center gap-1.5 text-emerald-700">
        <CheckCircle2Icon className="size-4 shrink-0" aria-hidden="true" />
        Importado{file.applicationName ? ` — ${file.applicationName}` : ''}
      </span>
    )
  }
  return (
    <span className="flex items-center gap-1.5 text-destructive">
      <XCircleIcon className="size-4 shrink-0" aria-hidden="true" />
      {failureText(file.failure ?? 'processing')}
    </span>
  )
}

function rowName(row: ImportRow): string {
  return row.kind === 'upload' ? row.upload.name : row.file.name
}

/**
 * "Importar currículos": a drop zone and a file picker for CVs or a .zip; one row per file with its
 * upload progress and then its result. Closing it does not stop anything (the page keeps the import).
 */
export function ImportDialog({
  open,
  onOpenChange,
  importer,
  jobs,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  importer: ResumeImport
  /** The company's jobs a batch can go into ("Banco de talentos" is always offered). */
  jobs: readonly { id: string; title: string }[]
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const hintId = useId()
  const jobLabelId = useId()
  const statusLabelId = useId()
  const { destination, setDestination, started } = importer

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    const files = Array.from(event.dataTransfer.files)
    if (files.length > 0) importer.add(files)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Importar currículos</DialogTitle>
          <DialogDescription id={hintId}>
            PDF, Word (DOCX ou DOC), ODT, RTF ou TXT de até 5 MB cada, ou um .zip com até 200 arquivos (50 MB
            descompactado). Cada currículo vira uma candidatura com o texto pesquisável.
          </DialogDescription>
        </DialogHeader>

        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label id={jobLabelId}>Vaga</Label>
            <Select
              value={destination.jobId ?? 'banco'}
              onValueChange={(value) =>
                setDestination({ ...destination, jobId: value === 'banco' ? null : value })
              }
              disabled={started}
            >
              <SelectTrigger aria-labelledby={jobLabelId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="banco">Banco de talentos</SelectItem>
                {jobs.map((job) => (
                  <SelectItem key={job.id} value={job.id}>
                    {job.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label id={statusLabelId}>Status inicial</Label>
            <Select
              value={destination.status}
              onValueChange={(value) => setDestination({ ...destination, status: value as SubmissionStatus })}
              disabled={started}
            >
              <SelectTrigger aria-labelledby={statusLabelId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SUBMISSION_STATUSES.map((status) => (
                  <SelectItem key={status} value={status}>
                    {SUBMISSION_STATUS_LABELS[status]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {started ? (
            <p className="text-xs text-muted-foreground sm:col-span-2">
              Vaga e status valem para esta importação inteira; para outros, comece uma nova importação.
            </p>
          ) : null}
        </div>

        {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target; the button inside is the keyboard way */}
        <div
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="zona-de-importacao"
          className={cn(
            'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-brand-200 px-4 py-8 text-center',
            dragging && 'border-primary bg-brand-50',
          )}
        >
          <FileUpIcon className="size-8 text-brand-400" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">Arraste os arquivos para cá ou</p>
          <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
            <UploadIcon aria-hidden="true" />
            Escolher arquivos
          </Button>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept={IMPORT_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label="Arquivos de currículo"
            aria-describedby={hintId}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? [])
              event.target.value = ''
              if (files.length > 0) importer.add(files)
            }}
          />
        </div>

        {importer.rows.length > 0 ? (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium" aria-live="polite">
              {importer.processing
                ? `Processando: ${importer.done} de ${importer.total} concluídos`
                : `Concluído: ${importer.done} de ${importer.total}`}
            </p>
            <ul
              aria-label="Arquivos da importação"
              className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto rounded-md border border-border"
            >
              {importer.rows.map((row) => (
                <li
                  key={row.kind === 'upload' ? `u-${row.upload.key}` : `f-${row.file.id}`}
                  className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] sm:gap-4"
                >
                  <span className="truncate font-medium" title={rowName(row)}>
                    {rowName(row)}
                  </span>
                  <RowResult row={row} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <DialogFooter className="gap-2 sm:justify-between">
          <p className="text-xs text-muted-foreground sm:self-center">
            Pode fechar esta janela: a importação continua.
          </p>
          <div className="flex gap-2">
            {importer.rows.length > 0 && !importer.processing ? (
              <Button variant="outline" onClick={importer.reset}>
                Nova importação
              </Button>
            ) : null}
            <Button onClick={() => onOpenChange(false)}>Fechar</Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
