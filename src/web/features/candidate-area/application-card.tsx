import { FileUpIcon, PencilIcon, XCircleIcon } from 'lucide-react'
import { type ComponentType, type FormEvent, useEffect, useRef, useState } from 'react'
import {
  CANDIDATE_STATUS_LABELS,
  type CandidateApplication,
  type CandidateStatus,
} from '@/shared/candidate-area/api.ts'
import { formatDate } from '@/shared/format.ts'
import { type FormField as Field, type FormValues, isFieldActive } from '@/shared/forms/form-fields.ts'
import { RESUME_ACCEPT } from '@/shared/resumes/resume-files.ts'
import { Badge, type BadgeProps } from '@/web/components/ui/badge.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { fieldClassName, Input } from '@/web/components/ui/input.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { apiFieldErrors, errorMessage } from '@/web/lib/api.ts'
import { cn } from '@/web/lib/cn.ts'
import { toast } from '@/web/lib/toast.ts'
import { fetchApplicationForm, sendResume, updateApplicationData, withdraw } from './api.ts'
import { InterviewsSection, MessagesSection } from './application-card-sections.tsx'

const STATUS_VARIANTS: Record<CandidateStatus, BadgeProps['variant']> = {
  recebida: 'secondary',
  em_analise: 'warning',
  entrevista_agendada: 'default',
  encerrado: 'outline',
  aprovada: 'success',
}

/**
 * What other features show inside each card, below its actions (issue 17): the company's messages
 * ("Mensagens") and the interview with its confirm buttons. Each gets the application as the area
 * API answers it (its `messages` / `interviews`) and renders nothing when it has nothing.
 */
export type ApplicationCardSection = ComponentType<{
  slug: string
  application: CandidateApplication
  onChanged: () => void
}>
export const APPLICATION_CARD_SECTIONS: ApplicationCardSection[] = [InterviewsSection, MessagesSection]

export function ApplicationCard({
  slug,
  application,
  onChanged,
}: {
  slug: string
  application: CandidateApplication
  onChanged: () => void
}) {
  const title = application.jobTitle ?? 'Banco de talentos'
  const [editing, setEditing] = useState(false)
  const [withdrawing, setWithdrawing] = useState(false)
  const [uploading, setUploading] = useState<number | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const headingId = `candidatura-${application.id}`

  async function upload(file: File) {
    setUploading(0)
    try {
      await sendResume(slug, application.id, file, setUploading)
      toast.success('Currículo enviado', { description: `${file.name} foi anexado à candidatura.` })
      onChanged()
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error) })
    } finally {
      setUploading(null)
      if (fileInput.current) fileInput.current.value = ''
    }
  }

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-base font-bold text-brand-950">
            {title}
          </h3>
          <p className="text-sm text-muted-foreground">Enviada em {formatDate(application.createdAt)}</p>
        </div>
        <Badge variant={STATUS_VARIANTS[application.status]}>
          {CANDIDATE_STATUS_LABELS[application.status]}
        </Badge>
      </div>
      {application.resumeName ? (
        <p className="text-sm text-muted-foreground">
          Currículo: <span className="font-medium text-foreground">{application.resumeName}</span>
        </p>
      ) : null}
      {application.open ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" />
            Atualizar dados
          </Button>
          {application.acceptsResume ? (
            <>
              <input
                ref={fileInput}
                type="file"
                accept={RESUME_ACCEPT}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  const file = event.target.files?.[0]
                  if (file) void upload(file)
                }}
              />
              <Button
                variant="outline"
                size="sm"
                loading={uploading !== null}
                onClick={() => fileInput.current?.click()}
              >
                <FileUpIcon aria-hidden="true" />
                {uploading !== null ? `Enviando ${Math.round(uploading * 100)}%` : 'Enviar novo currículo'}
              </Button>
            </>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            className="text-destructive"
            onClick={() => setWithdrawing(true)}
          >
            <XCircleIcon aria-hidden="true" />
            Retirar candidatura
          </Button>
        </div>
      ) : null}
      {APPLICATION_CARD_SECTIONS.map((Section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is a fixed registry
        <Section key={index} slug={slug} application={application} onChanged={onChanged} />
      ))}
      {editing ? (
        <EditDataDialog
          slug={slug}
          application={application}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false)
            onChanged()
          }}
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing}
        title="Retirar candidatura?"
        description={`Sua candidatura para "${title}" será encerrada e a empresa verá que você desistiu. Não é possível desfazer.`}
        confirmLabel="Retirar candidatura"
        onCancel={() => setWithdrawing(false)}
        onConfirm={async () => {
          try {
            await withdraw(slug, application.id)
            toast.success('Candidatura retirada')
            onChanged()
            return true
          } catch (error) {
            toast.error('Erro', { description: errorMessage(error) })
            return false
          }
        }}
      />
    </article>
  )
}

/** Types edited as one line of text; `other` is a long text, lists are selects. Groups stay as sent. */
const INPUT_TYPES: Record<string, string> = {
  texto: 'text',
  numerico: 'text',
  data: 'text',
  telefone: 'tel',
  cep: 'text',
  url: 'url',
}

function EditDataDialog({
  slug,
  application,
  onClose,
  onSaved,
}: {
  slug: string
  application: CandidateApplication
  onClose: () => void
  onSaved: () => void
}) {
  const [form, setForm] = useState<{ fields: Field[]; values: FormValues } | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    let active = true
    fetchApplicationForm(slug, application.id)
      .then((answer) => active && setForm(answer))
      .catch((error: unknown) => active && setLoadError(errorMessage(error)))
    return () => {
      active = false
    }
  }, [slug, application.id])

  function setValue(field: Field, value: string | boolean) {
    // Numbers travel as numbers (the form's schema reads them so); an empty box clears the answer.
    const typed =
      field.type === 'numerico' &&
      typeof value === 'string' &&
      value.trim() !== '' &&
      !Number.isNaN(Number(value))
        ? Number(value)
        : value
    setForm((current) =>
      current ? { ...current, values: { ...current.values, [field.id]: typed } } : current,
    )
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!form) return
    setSaving(true)
    try {
      await updateApplicationData(slug, application.id, form.values)
      toast.success('Dados atualizados', { description: 'A empresa verá seus dados novos.' })
      onSaved()
    } catch (error) {
      const fields = apiFieldErrors(error)
      setErrors(fields)
      toast.error('Erro', { description: errorMessage(error) })
    } finally {
      setSaving(false)
    }
  }

  // A conditional question shows only while its condition holds, as on the public form.
  const editable =
    form?.fields.filter(
      (field) => field.type !== 'grupo' && isFieldActive(field, form.values, form.fields),
    ) ?? []
  return (
    <Dialog open onOpenChange={(open) => (open || saving ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Atualizar dados</DialogTitle>
          <DialogDescription>
            Corrija ou complete suas respostas. A versão anterior fica guardada no histórico da candidatura.
          </DialogDescription>
        </DialogHeader>
        {loadError ? (
          <p role="alert" className="text-sm text-destructive">
            {loadError}
          </p>
        ) : !form ? (
          <div className="flex justify-center py-8">
            <Spinner className="text-primary" label="Carregando seus dados..." />
          </div>
        ) : (
          <form id="atualizar-dados" className="flex flex-col gap-4" onSubmit={save} noValidate>
            {editable.map((field) => {
              const value = form.values[field.id]
              const text = typeof value === 'string' || typeof value === 'number' ? String(value) : ''
              return (
                <FormField
                  key={field.id}
                  label={field.label}
                  required={field.isMandatory}
                  error={errors[field.id]}
                >
                  {field.type === 'other' ? (
                    <Textarea value={text} onChange={(event) => setValue(field, event.target.value)} />
                  ) : field.type === 'dropdown' || field.type === 'sim_nao' ? (
                    <select
                      className={cn(fieldClassName, 'h-10')}
                      value={text}
                      onChange={(event) => setValue(field, event.target.value)}
                    >
                      <option value="">Selecione</option>
                      {(field.type === 'sim_nao' ? ['Sim', 'Não'] : (field.options ?? [])).map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </select>
                  ) : field.type === 'checkbox' ? (
                    <input
                      type="checkbox"
                      className="size-5 self-start"
                      checked={value === true}
                      onChange={(event) => setValue(field, event.target.checked)}
                    />
                  ) : (
                    <Input
                      type={INPUT_TYPES[field.type] ?? 'text'}
                      value={text}
                      onChange={(event) => setValue(field, event.target.value)}
                    />
                  )}
                </FormField>
              )
            })}
          </form>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" form="atualizar-dados" loading={saving} disabled={!form}>
            Salvar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
