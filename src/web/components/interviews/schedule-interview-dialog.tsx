import { useEffect, useId, useState } from 'react'
import {
  INTERVIEW_DURATIONS,
  INTERVIEW_MESSAGE_MAX,
  type Interview,
  type InterviewInput,
  interviewInputSchema,
} from '@/shared/interviews/api.ts'
import { formatSaoPauloDate, formatSaoPauloTime } from '@/shared/interviews/sao-paulo-time.ts'
import { maskBrDate } from '@/shared/validation/masks.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
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
import { useInterviewFormOptions, useSaveInterview } from '@/web/lib/interviews-api.ts'
import { toast } from '@/web/lib/toast.ts'

type Values = {
  date: string
  time: string
  durationMinutes: number
  mode: 'presencial' | 'online'
  address: string
  link: string
  interviewerIds: string[]
  message: string
}

type Errors = Partial<Record<keyof Values, string>>

function maskTime(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits
}

function valuesOf(interview: Interview | undefined, companyAddress: string): Values {
  if (!interview)
    return {
      date: '',
      time: '',
      durationMinutes: 60,
      mode: 'presencial',
      address: companyAddress,
      link: '',
      interviewerIds: [],
      message: '',
    }
  return {
    date: formatSaoPauloDate(interview.startsAt),
    time: formatSaoPauloTime(interview.startsAt),
    durationMinutes: interview.durationMinutes,
    mode: interview.mode,
    address: interview.address ?? companyAddress,
    link: interview.link ?? '',
    interviewerIds: interview.interviewers.map((member) => member.id),
    message: interview.message,
  }
}

/**
 * "Agendar entrevista" / "Remarcar entrevista": date and time (São Paulo), duration, presencial
 * (address prefilled from Configurações → Empresa) or online (link), interviewers and a message.
 * The candidate and the interviewers get an e-mail with the calendar invitation (.ics).
 */
export function ScheduleInterviewDialog({
  companyId,
  applicationId,
  candidateName,
  interview,
  open,
  onClose,
}: {
  companyId: string
  applicationId: string | null
  candidateName: string | null
  /** The interview to reschedule; none schedules a new one. */
  interview?: Interview
  open: boolean
  onClose: () => void
}) {
  const options = useInterviewFormOptions(companyId, open)
  const save = useSaveInterview(companyId)
  const [values, setValues] = useState<Values | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const formId = useId()

  useEffect(() => {
    if (!open) {
      setValues(null)
      setErrors({})
      return
    }
    if (options.data && values === null) setValues(valuesOf(interview, options.data.companyAddress))
  }, [open, options.data, interview, values])

  const set = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => (current ? { ...current, [key]: value } : current))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  const submit = async () => {
    if (!values || !applicationId) return
    const input: InterviewInput = {
      ...values,
      address: values.mode === 'presencial' ? values.address : '',
      link: values.mode === 'online' ? values.link : '',
    }
    const parsed = interviewInputSchema.safeParse(input)
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values
        next[key] ??= issue.message
      }
      setErrors(next)
      return
    }
    try {
      await save.mutateAsync({ applicationId, interviewId: interview?.id, data: input })
      toast.success(interview ? 'Entrevista remarcada' : 'Entrevista agendada', {
        description: `${values.date} às ${values.time}. O convite foi enviado por e-mail.`,
      })
      onClose()
    } catch (error) {
      const fields = apiFieldErrors(error)
      if (Object.keys(fields).length > 0) setErrors(fields as Errors)
      else toast.error(errorMessage(error, 'Não foi possível salvar a entrevista.'))
    }
  }

  const title = interview ? 'Remarcar entrevista' : 'Agendar entrevista'
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {candidateName ? `${candidateName}. ` : ''}Horário de Brasília. O candidato e os entrevistadores
            recebem o convite por e-mail, com o arquivo para a agenda.
          </DialogDescription>
        </DialogHeader>
        {options.isError ? (
          <Alert variant="destructive">
            <AlertDescription>Não foi possível carregar a equipe. Tente novamente.</AlertDescription>
          </Alert>
        ) : null}
        {!values ? (
          options.isError ? null : (
            <div className="flex justify-center py-8">
              <Spinner label="Carregando..." />
            </div>
          )
        ) : (
          <form
            id={formId}
            noValidate
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
          >
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
              <FormField label="Data" required error={errors.date}>
                <Input
                  value={values.date}
                  inputMode="numeric"
                  placeholder="dd/mm/aaaa"
                  onChange={(event) => set('date', maskBrDate(event.target.value))}
                />
              </FormField>
              <FormField label="Hora" required error={errors.time}>
                <Input
                  value={values.time}
                  inputMode="numeric"
                  placeholder="hh:mm"
                  onChange={(event) => set('time', maskTime(event.target.value))}
                />
              </FormField>
              <FormField label="Duração" required error={errors.durationMinutes}>
                <select
                  value={values.durationMinutes}
                  onChange={(event) => set('durationMinutes', Number(event.target.value))}
                  className={cn(fieldClassName, 'h-10')}
                >
                  {[...new Set([...INTERVIEW_DURATIONS, values.durationMinutes])]
                    .sort((a, b) => a - b)
                    .map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {minutes < 60
                          ? `${minutes} min`
                          : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`}
                      </option>
                    ))}
                </select>
              </FormField>
            </div>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Formato</legend>
              <div className="flex flex-wrap gap-4">
                {(['presencial', 'online'] as const).map((mode) => (
                  <label key={mode} className="flex cursor-pointer items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name={`${formId}-mode`}
                      value={mode}
                      checked={values.mode === mode}
                      onChange={() => set('mode', mode)}
                      className="size-4 accent-primary"
                    />
                    {mode === 'presencial' ? 'Presencial' : 'Online'}
                  </label>
                ))}
              </div>
            </fieldset>
            {values.mode === 'presencial' ? (
              <FormField label="Endereço" required error={errors.address}>
                <Input
                  value={values.address}
                  maxLength={300}
                  autoComplete="street-address"
                  onChange={(event) => set('address', event.target.value)}
                />
              </FormField>
            ) : (
              <FormField
                label="Link da entrevista"
                required
                error={errors.link}
                description="Google Meet, Teams, Zoom… começando com https://"
              >
                <Input
                  type="url"
                  value={values.link}
                  maxLength={500}
                  placeholder="https://"
                  onChange={(event) => set('link', event.target.value)}
                />
              </FormField>
            )}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Entrevistadores</legend>
              {options.data?.members.length ? (
                <ul className="flex max-h-40 flex-col gap-2 overflow-y-auto rounded-md border border-border p-2">
                  {options.data.members.map((member) => {
                    const id = `${formId}-member-${member.id}`
                    return (
                      <li key={member.id} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={values.interviewerIds.includes(member.id)}
                          onCheckedChange={(checked) =>
                            set(
                              'interviewerIds',
                              checked === true
                                ? [...values.interviewerIds, member.id]
                                : values.interviewerIds.filter((value) => value !== member.id),
                            )
                          }
                        />
                        <label htmlFor={id} className="cursor-pointer text-sm">
                          {member.name}
                        </label>
                      </li>
                    )
                  })}
                </ul>
              ) : null}
              {errors.interviewerIds ? (
                <p className="text-sm text-destructive">{errors.interviewerIds}</p>
              ) : null}
            </fieldset>
            <FormField label="Mensagem ao candidato (opcional)" error={errors.message}>
              <Textarea
                value={values.message}
                rows={3}
                maxLength={INTERVIEW_MESSAGE_MAX}
                onChange={(event) => set('message', event.target.value)}
              />
            </FormField>
          </form>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} disabled={!values} loading={save.isPending}>
            {interview ? 'Remarcar e avisar' : 'Agendar e enviar convite'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
