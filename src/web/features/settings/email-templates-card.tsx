import { RotateCcwIcon } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { emailTemplateUpdateSchema } from '@/shared/email/api.ts'
import {
  EMAIL_VARIABLE_LABELS,
  EMAIL_VARIABLES,
  type EmailTemplateKey,
  renderEmail,
  SAMPLE_EMAIL_VARIABLES,
} from '@/shared/email/templates.ts'
import { PlanLocked } from '@/web/components/plan-locked.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import { toast } from '@/web/lib/toast.ts'
import { useEmailTemplateList, useResetEmailTemplate, useSaveEmailTemplate } from './email-api.ts'

/**
 * Configurações → E-mails → "Modelos de e-mail": the five templates, each editable with a live
 * preview for a sample candidate and "Restaurar padrão". Gratuito sees them locked (it keeps the
 * default receipt only).
 */
export function EmailTemplatesCard({ companyId, canEdit }: { companyId: string; canEdit: boolean }) {
  const list = useEmailTemplateList(companyId)
  const included = usePlanIncludes('emailTemplates')
  const save = useSaveEmailTemplate(companyId)
  const reset = useResetEmailTemplate(companyId)
  const [key, setKey] = useState<EmailTemplateKey>('recebida')
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({})
  const current = list.data?.items.find((item) => item.key === key)
  const editable = canEdit && included === true

  useEffect(() => {
    if (current) {
      setSubject(current.subject)
      setBody(current.body)
      setErrors({})
    }
  }, [current])

  const preview = useMemo(
    () =>
      renderEmail(
        { subject, body },
        {
          ...SAMPLE_EMAIL_VARIABLES,
          empresa: list.data?.companyName ?? '',
          link_area_candidato: list.data?.candidateAreaUrl ?? '',
        },
      ),
    [subject, body, list.data],
  )

  async function submit() {
    const parsed = emailTemplateUpdateSchema.safeParse({ key, subject, body })
    if (!parsed.success) {
      const issues = parsed.error.issues
      setErrors({
        subject: issues.find((issue) => issue.path[0] === 'subject')?.message,
        body: issues.find((issue) => issue.path[0] === 'body')?.message,
      })
      return
    }
    try {
      await save.mutateAsync(parsed.data)
      toast.success('Modelo salvo', { description: `"${current?.label}" foi atualizado.` })
    } catch (failure) {
      toast.error(errorMessage(failure))
    }
  }

  async function restore() {
    try {
      await reset.reset(key)
      toast.success('Modelo restaurado', { description: 'O texto padrão voltou a ser usado.' })
    } catch (failure) {
      toast.error(errorMessage(failure))
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Modelos de e-mail</CardTitle>
        <CardDescription>
          Os e-mails que os candidatos recebem. O remetente é o nome da empresa e as respostas vão para o
          e-mail de contato definido em "Envios automáticos".
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {included === false ? <PlanLocked feature="emailTemplates" /> : null}
        {list.isPending ? <Spinner label="Carregando os modelos" /> : null}
        {list.data ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="flex flex-col gap-4">
              <FormField label="Modelo">
                {(control) => (
                  <Select value={key} onValueChange={(value) => setKey(value as EmailTemplateKey)}>
                    <SelectTrigger {...control}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {list.data.items.map((item) => (
                        <SelectItem key={item.key} value={item.key}>
                          {item.label}
                          {item.customized ? ' (personalizado)' : ''}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FormField>
              <FormField label="Assunto" required error={errors.subject}>
                <Input
                  value={subject}
                  maxLength={200}
                  disabled={!editable}
                  onChange={(event) => setSubject(event.target.value)}
                />
              </FormField>
              <FormField label="Mensagem" required error={errors.body}>
                <Textarea
                  rows={14}
                  value={body}
                  disabled={!editable}
                  onChange={(event) => setBody(event.target.value)}
                />
              </FormField>
              <div className="text-sm">
                <p className="font-medium">Variáveis</p>
                <ul className="mt-1 flex flex-col gap-0.5 text-muted-foreground">
                  {EMAIL_VARIABLES.map((name) => (
                    <li key={name}>
                      <code className="rounded bg-muted px-1 text-foreground">{`{{${name}}}`}</code>{' '}
                      {EMAIL_VARIABLE_LABELS[name]}
                    </li>
                  ))}
                </ul>
              </div>
              {editable ? (
                <div className="flex flex-wrap gap-2">
                  <Button loading={save.isPending} onClick={() => void submit()}>
                    Salvar modelo
                  </Button>
                  <Button
                    variant="outline"
                    disabled={!current?.customized}
                    loading={reset.isPending}
                    onClick={() => void restore()}
                  >
                    <RotateCcwIcon aria-hidden="true" />
                    Restaurar padrão
                  </Button>
                </div>
              ) : null}
            </div>
            <section aria-label="Pré-visualização" className="flex flex-col gap-2">
              <p className="text-sm font-medium">Pré-visualização (candidata de exemplo)</p>
              <div className="rounded-lg border border-border bg-muted/40 p-4 text-sm">
                <p className="text-muted-foreground">
                  De: <span className="text-foreground">{list.data.companyName}</span>
                </p>
                <p className="text-muted-foreground">
                  Assunto: <span className="font-medium text-foreground">{preview.subject}</span>
                </p>
                <div
                  className="mt-3 rounded-md bg-white p-4 break-words"
                  data-testid="email-preview"
                  // The preview's HTML escapes every character of the text (shared/email/templates.ts).
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by plainTextToHtml.
                  dangerouslySetInnerHTML={{ __html: preview.bodyHtml }}
                />
              </div>
            </section>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
