import { useEffect, useState } from 'react'
import type { EmailAutomation } from '@/shared/email/api.ts'
import {
  EMAIL_TEMPLATE_DEFAULTS,
  EMAIL_TEMPLATE_KEYS,
  type EmailTemplateKey,
} from '@/shared/email/templates.ts'
import { PlanLocked } from '@/web/components/plan-locked.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { Switch } from '@/web/components/ui/switch.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import { toast } from '@/web/lib/toast.ts'
import { useEmailAutomations, useSaveEmailAutomations } from './email-api.ts'

/** The statuses a rule can follow, with the template each one suggests. */
const STATUS_TRIGGERS: { trigger: string; label: string; template: EmailTemplateKey; delay: number }[] = [
  { trigger: 'status:pendente', label: 'Status "Pendente"', template: 'em_analise', delay: 0 },
  { trigger: 'status:aprovado', label: 'Status "Aprovado"', template: 'aprovacao', delay: 0 },
  { trigger: 'status:reprovado', label: 'Status "Reprovado"', template: 'retorno', delay: 1440 },
]

const DELAYS: { minutes: number; label: string }[] = [
  { minutes: 0, label: 'Imediatamente' },
  { minutes: 60, label: '1 hora depois' },
  { minutes: 1440, label: '24 horas depois' },
  { minutes: 2880, label: '48 horas depois' },
  { minutes: 10080, label: '7 dias depois' },
]

type Row = { trigger: string; label: string } & Omit<EmailAutomation, 'trigger'>

function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1)
}

/**
 * Configurações → E-mails → "Envios automáticos": one switch per status and per stage name, with the
 * template and the delay (a change of decision before the delay cancels the e-mail), and the
 * Reply-To of every e-mail. Básico and up.
 */
export function EmailAutomationsCard({ companyId }: { companyId: string }) {
  const included = usePlanIncludes('emailAutomation')
  const settings = useEmailAutomations(companyId, true)
  const save = useSaveEmailAutomations(companyId)
  const [rows, setRows] = useState<Row[]>([])
  const [replyTo, setReplyTo] = useState('')
  const [replyError, setReplyError] = useState<string | undefined>()

  useEffect(() => {
    const data = settings.data
    if (!data) return
    const byTrigger = new Map(data.rules.map((rule) => [rule.trigger, rule]))
    const base: Row[] = [
      ...STATUS_TRIGGERS.map((item) => ({
        trigger: item.trigger,
        label: item.label,
        templateKey: item.template,
        enabled: false,
        delayMinutes: item.delay,
      })),
      ...data.stageNames.map((name) => ({
        trigger: `stage:${name}`,
        label: `Etapa "${capitalize(name)}"`,
        templateKey: (name.includes('entrevista') ? 'entrevista' : 'em_analise') as EmailTemplateKey,
        enabled: false,
        delayMinutes: 0,
      })),
    ]
    setRows(
      base.map((row) => {
        const rule = byTrigger.get(row.trigger)
        return rule ? { ...row, ...rule, label: row.label } : row
      }),
    )
    setReplyTo(data.replyTo ?? '')
  }, [settings.data])

  function update(trigger: string, change: Partial<Row>) {
    setRows((current) => current.map((row) => (row.trigger === trigger ? { ...row, ...change } : row)))
  }

  async function submit() {
    setReplyError(undefined)
    try {
      await save.mutateAsync({
        rules: rows
          .filter((row) => row.enabled)
          .map(({ trigger, templateKey, enabled, delayMinutes }) => ({
            trigger,
            templateKey,
            enabled,
            delayMinutes,
          })),
        replyTo: replyTo.trim() === '' ? null : replyTo.trim(),
      })
      toast.success('Envios automáticos salvos')
    } catch (failure) {
      const message = errorMessage(failure)
      if (/e-mail/i.test(message)) setReplyError(message)
      else toast.error(message)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Envios automáticos</CardTitle>
        <CardDescription>
          Envie um modelo quando a candidatura muda de status ou de etapa. Se a decisão mudar antes do envio,
          o e-mail é cancelado. A confirmação "Candidatura recebida" é sempre enviada.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {included === false ? <PlanLocked feature="emailAutomation" /> : null}
        {settings.isPending ? <Spinner label="Carregando os envios automáticos" /> : null}
        {settings.data && included ? (
          <>
            <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
              {rows.map((row) => (
                <li
                  key={row.trigger}
                  className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center"
                  data-trigger={row.trigger}
                >
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <Switch
                      checked={row.enabled}
                      aria-label={`Enviar automaticamente em ${row.label}`}
                      onCheckedChange={(checked) => update(row.trigger, { enabled: checked })}
                    />
                    <span className="text-sm font-medium">{row.label}</span>
                  </div>
                  <Select
                    value={row.templateKey}
                    disabled={!row.enabled}
                    onValueChange={(value) => update(row.trigger, { templateKey: value as EmailTemplateKey })}
                  >
                    <SelectTrigger aria-label={`Modelo para ${row.label}`} className="sm:w-56">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {EMAIL_TEMPLATE_KEYS.map((key) => (
                        <SelectItem key={key} value={key}>
                          {EMAIL_TEMPLATE_DEFAULTS[key].label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <Select
                    value={String(row.delayMinutes)}
                    disabled={!row.enabled}
                    onValueChange={(value) => update(row.trigger, { delayMinutes: Number(value) })}
                  >
                    <SelectTrigger aria-label={`Quando enviar em ${row.label}`} className="sm:w-44">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {DELAYS.some((delay) => delay.minutes === row.delayMinutes) ? null : (
                        <SelectItem value={String(row.delayMinutes)}>
                          {row.delayMinutes} minutos depois
                        </SelectItem>
                      )}
                      {DELAYS.map((delay) => (
                        <SelectItem key={delay.minutes} value={String(delay.minutes)}>
                          {delay.label}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </li>
              ))}
            </ul>
            <FormField
              label="E-mail para respostas (Reply-To)"
              error={replyError}
              description={
                settings.data.defaultReplyTo
                  ? `Vazio: as respostas vão para ${settings.data.defaultReplyTo}.`
                  : 'Para onde vão as respostas dos candidatos.'
              }
            >
              <Input
                type="email"
                value={replyTo}
                autoComplete="email"
                onChange={(event) => setReplyTo(event.target.value)}
              />
            </FormField>
            <div>
              <Button loading={save.isPending} onClick={() => void submit()}>
                Salvar envios automáticos
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  )
}
