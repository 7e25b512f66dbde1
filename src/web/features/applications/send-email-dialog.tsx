import { useEffect, useState } from 'react'
import { emailBodySchema, emailSubjectSchema, type SendEmailInput } from '@/shared/email/api.ts'
import { EMAIL_VARIABLES, type EmailTemplateKey } from '@/shared/email/templates.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useEmailTemplates, useSendApplicationEmail } from './email-api.ts'

const FREE_TEXT = 'livre'

/**
 * "Enviar e-mail" from the application's detail: one of the company's templates (its text can be
 * changed for this message) or free text. Variables are filled for the candidate when sent.
 */
export function SendEmailDialog({
  companyId,
  applicationId,
  candidateName,
  open,
  onOpenChange,
}: {
  companyId: string
  applicationId: string
  candidateName: string | null
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const send = useSendApplicationEmail(companyId, applicationId)
  return (
    <EmailComposeDialog
      companyId={companyId}
      open={open}
      onOpenChange={onOpenChange}
      description={`Para ${candidateName ?? 'o candidato'}. As variáveis são preenchidas com os dados da candidatura.`}
      pending={send.isPending}
      onSend={async (message) => {
        const result = await send.mutateAsync(message)
        if (result.queued === 0) return result.skipped[0]?.reason ?? 'O e-mail não foi enviado.'
        toast.success('E-mail na fila de envio', {
          description: 'Acompanhe a entrega no Histórico da candidatura.',
        })
        return null
      }}
    />
  )
}

/**
 * The message of "Enviar e-mail" (one application, or many from the bulk actions): a template or
 * free text. `onSend` answers an error to show, or null when the message went to the queue.
 */
export function EmailComposeDialog({
  companyId,
  open,
  onOpenChange,
  description,
  pending,
  onSend,
}: {
  companyId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  description: string
  pending: boolean
  onSend: (message: SendEmailInput) => Promise<string | null>
}) {
  const templates = useEmailTemplates(companyId, open)
  const [choice, setChoice] = useState<string>(FREE_TEXT)
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [errors, setErrors] = useState<{ subject?: string; body?: string; form?: string }>({})

  useEffect(() => {
    if (!open) {
      setChoice(FREE_TEXT)
      setSubject('')
      setBody('')
      setErrors({})
    }
  }, [open])

  function pick(value: string) {
    setChoice(value)
    setErrors({})
    const template = templates.data?.items.find((item) => item.key === value)
    if (template) {
      setSubject(template.subject)
      setBody(template.body)
    }
  }

  async function submit() {
    const parsedSubject = emailSubjectSchema.safeParse(subject)
    const parsedBody = emailBodySchema.safeParse(body)
    if (!parsedSubject.success || !parsedBody.success) {
      setErrors({
        subject: parsedSubject.error?.issues[0]?.message,
        body: parsedBody.error?.issues[0]?.message,
      })
      return
    }
    try {
      const failure = await onSend({
        templateKey: choice === FREE_TEXT ? null : (choice as EmailTemplateKey),
        subject: parsedSubject.data,
        body: parsedBody.data,
      })
      if (failure) {
        setErrors({ form: failure })
        return
      }
      onOpenChange(false)
    } catch (failure) {
      setErrors({ form: errorMessage(failure) })
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Enviar e-mail</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {templates.isPending ? <Spinner label="Carregando os modelos" /> : null}
        <div className="flex flex-col gap-4">
          <FormField label="Modelo">
            {(control) => (
              <Select value={choice} onValueChange={pick}>
                <SelectTrigger {...control}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={FREE_TEXT}>Texto livre</SelectItem>
                  {templates.data?.items.map((template) => (
                    <SelectItem key={template.key} value={template.key}>
                      {template.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
          <FormField label="Assunto" required error={errors.subject}>
            <Input value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
          </FormField>
          <FormField
            label="Mensagem"
            required
            error={errors.body}
            description={`Texto simples. Variáveis: ${EMAIL_VARIABLES.map((name) => `{{${name}}}`).join(', ')}.`}
          >
            <Textarea rows={10} value={body} onChange={(event) => setBody(event.target.value)} />
          </FormField>
          {errors.form ? (
            <Alert variant="destructive">
              <AlertDescription>{errors.form}</AlertDescription>
            </Alert>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button loading={pending} onClick={() => void submit()}>
            Enviar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
