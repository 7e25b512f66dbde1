import { CheckCircle2Icon, FileTextIcon, TrashIcon, UploadIcon } from 'lucide-react'
import { use, useRef, useState } from 'react'
import type { FieldValue, FileValue } from '@/shared/forms/form-fields.ts'
import { CANDIDATE_UPLOAD_MESSAGES } from '@/shared/resumes/candidate-upload.ts'
import { RESUME_ACCEPT, RESUME_MAX_BYTES } from '@/shared/resumes/resume-files.ts'
import { Button } from '@/web/components/ui/button.tsx'
import type { FormFieldControlProps } from '@/web/components/ui/form-field.tsx'
import { Progress } from '@/web/components/ui/progress.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { FileUploadContext } from './file-upload-context.ts'

function isFile(value: FieldValue | undefined): value is FileValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'uploadId' in value
}

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${sizeFormat.format(Math.max(bytes, 1) / 1024)} KB`
    : `${sizeFormat.format(bytes / 1024 / 1024)} MB`
}

/**
 * The candidate's CV ("arquivo"): picked from the device, sent at once on its own request with the
 * upload's progress, checked by the server by content (a refused file shows why, in pt-BR). The
 * answer is the upload's reference, never the bytes. Size and emptiness are checked here first.
 */
export function FileControl({
  control,
  value,
  onChange,
  disabled,
}: {
  control: FormFieldControlProps
  value: FieldValue | undefined
  onChange: (value: FieldValue | undefined) => void
  disabled?: boolean
}) {
  const upload = use(FileUploadContext)
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null)
  const file = isFile(value) ? value : null
  const busy = progress !== null
  const unavailable = upload === null

  async function choose(chosen: File | undefined) {
    if (!chosen || !upload) return
    setProblem(null)
    if (chosen.size === 0) return setProblem(CANDIDATE_UPLOAD_MESSAGES.refused('empty'))
    if (chosen.size > RESUME_MAX_BYTES) return setProblem(CANDIDATE_UPLOAD_MESSAGES.refused('too_large'))
    setProgress({ name: chosen.name, fraction: 0 })
    try {
      const sent = await upload(chosen, (fraction) => setProgress({ name: chosen.name, fraction }))
      onChange(sent)
    } catch (error) {
      setProblem(errorMessage(error, CANDIDATE_UPLOAD_MESSAGES.uploadFailed))
    } finally {
      setProgress(null)
    }
  }

  const percent = progress ? Math.round(progress.fraction * 100) : 0
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-dashed border-border p-4">
      <input
        ref={input}
        {...control}
        type="file"
        accept={RESUME_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || unavailable || busy}
        onChange={(event) => {
          void choose(event.target.files?.[0])
          event.target.value = ''
        }}
      />
      {file && !busy ? (
        <div className="flex min-w-0 items-center gap-3">
          <FileTextIcon className="size-8 shrink-0 text-brand-500" aria-hidden="true" />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium">{file.name}</p>
            <p className="flex items-center gap-1 text-muted-foreground">
              <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
              Enviado · {fileSize(file.size)}
            </p>
          </div>
        </div>
      ) : null}
      {progress ? (
        <div className="flex flex-col gap-2 text-sm">
          <p className="truncate">
            Enviando <span className="font-medium">{progress.name}</span>… {percent}%
          </p>
          <Progress
            value={percent}
            max={100}
            valueText={`${percent}% enviado`}
            aria-label="Envio do currículo"
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={disabled || unavailable || busy}
          onClick={() => input.current?.click()}
          aria-describedby={control['aria-describedby']}
        >
          <UploadIcon aria-hidden="true" />
          {busy ? 'Enviando arquivo...' : file ? 'Trocar arquivo' : 'Escolher arquivo'}
        </Button>
        {file && !busy ? (
          <Button variant="ghost" disabled={disabled} onClick={() => onChange(undefined)}>
            <TrashIcon aria-hidden="true" />
            Remover arquivo
          </Button>
        ) : null}
      </div>
      {unavailable ? (
        <p className="text-sm text-muted-foreground">O envio do arquivo funciona no formulário publicado.</p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {busy ? '' : file ? `Currículo ${file.name} enviado.` : ''}
      </p>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
