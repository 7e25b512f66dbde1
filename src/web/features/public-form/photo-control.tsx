import { ImageIcon, TrashIcon, UploadIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import type { FieldValue, PhotoValue } from '@/shared/forms/form-fields.ts'
import { FORM_MESSAGES } from '@/shared/forms/form-schema.ts'
import { detectImageType, MAX_PHOTO_BYTES } from '@/shared/validation/image.ts'
import { Button } from '@/web/components/ui/button.tsx'
import type { FormFieldControlProps } from '@/web/components/ui/form-field.tsx'

function isPhoto(value: FieldValue | undefined): value is PhotoValue {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'data' in value
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/**
 * The 3x4 photo: chosen from the phone's gallery or camera, checked here by its content (the
 * server checks again), shown as a preview. Sent as base64 with the application.
 */
export function PhotoControl({
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
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const photo = isPhoto(value) ? value : null

  async function choose(file: File | undefined) {
    if (!file) return
    setProblem(null)
    if (file.size > MAX_PHOTO_BYTES) {
      setProblem(FORM_MESSAGES.photoSize)
      return
    }
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
    const type = detectImageType(head)
    if (!type) {
      setProblem(FORM_MESSAGES.photoType)
      return
    }
    onChange({ name: file.name, type, size: file.size, data: await readAsBase64(file) })
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-border bg-muted sm:size-28">
        {photo ? (
          <img
            src={`data:${photo.type};base64,${photo.data}`}
            alt="Pré-visualização da foto"
            className="size-full object-cover"
          />
        ) : (
          <ImageIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          {...control}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          disabled={disabled}
          onChange={(event) => {
            void choose(event.target.files?.[0])
            event.target.value = ''
          }}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={disabled}
            onClick={() => input.current?.click()}
            aria-describedby={control['aria-describedby']}
            data-photo-button={control.id}
          >
            <UploadIcon aria-hidden="true" />
            {photo ? 'Trocar foto' : 'Escolher foto'}
          </Button>
          {photo ? (
            <Button variant="ghost" disabled={disabled} onClick={() => onChange(undefined)}>
              <TrashIcon aria-hidden="true" />
              Remover foto
            </Button>
          ) : null}
        </div>
        {photo ? <p className="max-w-56 truncate text-sm text-muted-foreground">{photo.name}</p> : null}
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  )
}
