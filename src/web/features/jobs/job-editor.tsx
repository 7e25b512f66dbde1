import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { useEffect } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { STATE_CODES } from '@/shared/forms/enumerations.ts'
import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  JOB_AREAS,
  JOB_QUESTION_TYPE_LABELS,
  JOB_QUESTION_TYPES,
  type Job,
  MAX_JOB_QUESTIONS,
  WORK_MODEL_LABELS,
  WORK_MODELS,
} from '@/shared/jobs/api.ts'
import { paths } from '@/shared/paths.ts'
import { maskBrDate } from '@/shared/validation/masks.ts'
import { Button, buttonVariants } from '@/web/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { fieldClassName, Input } from '@/web/components/ui/input.tsx'
import { Textarea } from '@/web/components/ui/textarea.tsx'
import { ApiError, api, apiFieldErrors, errorMessage } from '@/web/lib/api.ts'
import { cn } from '@/web/lib/cn.ts'
import { toast } from '@/web/lib/toast.ts'
import { useSaveJob } from './api.ts'
import {
  EMPTY_JOB,
  formPath,
  fromJob,
  type JobFormValues,
  jobFormResolver,
  toJobInput,
} from './job-form-values.ts'
import { JobStatusBadge } from './job-status-badge.tsx'

const selectClassName = cn(fieldClassName, 'h-10')
const TEXT_HINT =
  'Parágrafos separados por uma linha em branco; linhas começando com "- " viram lista; **texto** fica em negrito.'

/** "Nova vaga" / "Editar vaga": every field of the job and its questions. */
export function JobEditor({ companyId, job }: { companyId: string; job?: Job }) {
  const navigate = useNavigate()
  const save = useSaveJob(companyId)
  const form = useForm<JobFormValues>({
    resolver: jobFormResolver,
    defaultValues: job ? fromJob(job) : EMPTY_JOB,
  })
  const questions = useFieldArray({ control: form.control, name: 'questions' })
  const { errors, isSubmitting } = form.formState
  const isDraft = !job || job.status === 'rascunho'

  useEffect(() => {
    if (job) form.reset(fromJob(job))
  }, [job, form])

  const submit = (publish: boolean) =>
    form.handleSubmit(async (values) => {
      try {
        const saved = await save.mutateAsync({ id: job?.id, data: toJobInput(values), publish })
        if (job && publish && job.status === 'rascunho') {
          // An existing draft is saved, then published.
          await api(`/api/jobs/${job.id}/status`, { method: 'POST', body: { action: 'publicar' } })
        }
        toast.success(publish ? 'Vaga publicada' : job ? 'Vaga salva' : 'Rascunho salvo', {
          description: saved.title,
        })
        navigate(paths.jobBoard(saved.id))
      } catch (error) {
        const fields = apiFieldErrors(error)
        for (const [path, message] of Object.entries(fields)) {
          form.setError(formPath(path) as keyof JobFormValues, { type: 'server', message })
        }
        toast.error('Não foi possível salvar a vaga', {
          description: error instanceof ApiError ? errorMessage(error) : 'Tente novamente.',
        })
      }
    })

  const error = (path: string): string | undefined => {
    let node: unknown = errors
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
    return (node as { message?: string } | undefined)?.message
  }

  return (
    <form
      noValidate
      className="mx-auto flex max-w-4xl flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        // Enter in a field saves (a draft stays a draft); publishing is always the explicit button.
        void submit(false)(event)
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-brand-950 md:text-3xl">{job ? 'Editar vaga' : 'Nova vaga'}</h1>
        {job ? <JobStatusBadge status={job.status} /> : null}
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Informações da vaga</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="Título" required error={error('title')} className="sm:col-span-2">
            <Input {...form.register('title')} maxLength={140} />
          </FormField>
          <FormField label="Área" error={error('area')}>
            <select {...form.register('area')} className={selectClassName}>
              <option value="">Selecione uma opção</option>
              {JOB_AREAS.map((area) => (
                <option key={area} value={area}>
                  {area}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Número de vagas" error={error('openings')}>
            <Input {...form.register('openings')} inputMode="numeric" />
          </FormField>
          <FormField label="Cidade" error={error('city')}>
            <Input {...form.register('city')} maxLength={80} />
          </FormField>
          <FormField label="UF" error={error('state')}>
            <select {...form.register('state')} className={selectClassName}>
              <option value="">Selecione uma opção</option>
              {STATE_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Modelo de trabalho" error={error('workModel')}>
            <select {...form.register('workModel')} className={selectClassName}>
              <option value="">Selecione uma opção</option>
              {WORK_MODELS.map((model) => (
                <option key={model} value={model}>
                  {WORK_MODEL_LABELS[model]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Tipo de contratação" error={error('contractType')}>
            <select {...form.register('contractType')} className={selectClassName}>
              <option value="">Selecione uma opção</option>
              {CONTRACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CONTRACT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            label="Data limite para candidaturas"
            description="dd/mm/aaaa. Opcional: sem data, a vaga recebe candidaturas até ser pausada ou encerrada."
            error={error('deadline')}
          >
            <Input
              {...form.register('deadline', {
                onChange: (event) => form.setValue('deadline', maskBrDate(event.target.value)),
              })}
              inputMode="numeric"
              placeholder="dd/mm/aaaa"
            />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Faixa salarial</CardTitle>
          <CardDescription>Opcional. Valores mensais em reais.</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField label="Mínimo (R$)" error={error('salaryMin')}>
            <Input {...form.register('salaryMin')} inputMode="decimal" placeholder="0,00" />
          </FormField>
          <FormField label="Máximo (R$)" error={error('salaryMax')}>
            <Input {...form.register('salaryMax')} inputMode="decimal" placeholder="0,00" />
          </FormField>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input type="checkbox" {...form.register('salaryHidden')} className="size-4 accent-primary" />
            Não divulgar (a faixa não aparece na página da vaga)
          </label>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Descrição</CardTitle>
          <CardDescription>{TEXT_HINT}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormField label="Descrição" error={error('description')}>
            <Textarea {...form.register('description')} rows={6} />
          </FormField>
          <FormField label="Requisitos" error={error('requirements')}>
            <Textarea {...form.register('requirements')} rows={4} />
          </FormField>
          <FormField label="Benefícios" error={error('benefits')}>
            <Textarea {...form.register('benefits')} rows={4} />
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Perguntas da vaga</CardTitle>
          <CardDescription>
            Perguntas extras só para esta vaga, feitas na última etapa do formulário.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {questions.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma pergunta extra.</p>
          ) : null}
          {questions.fields.map((field, index) => {
            const type = form.watch(`questions.${index}.type`)
            return (
              <fieldset key={field.id} className="flex flex-col gap-3 rounded-lg border border-border p-4">
                <legend className="px-1 text-sm font-semibold">Pergunta {index + 1}</legend>
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem]">
                  <FormField label="Pergunta" required error={error(`questions.${index}.label`)}>
                    <Input {...form.register(`questions.${index}.label`)} maxLength={200} />
                  </FormField>
                  <FormField label="Tipo" error={error(`questions.${index}.type`)}>
                    <select {...form.register(`questions.${index}.type`)} className={selectClassName}>
                      {JOB_QUESTION_TYPES.map((value) => (
                        <option key={value} value={value}>
                          {JOB_QUESTION_TYPE_LABELS[value]}
                        </option>
                      ))}
                    </select>
                  </FormField>
                </div>
                {type === 'dropdown' ? (
                  <FormField
                    label="Opções"
                    description="Uma opção por linha."
                    error={error(`questions.${index}.optionsText`)}
                  >
                    <Textarea {...form.register(`questions.${index}.optionsText`)} rows={3} />
                  </FormField>
                ) : null}
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      {...form.register(`questions.${index}.isMandatory`)}
                      className="size-4 accent-primary"
                    />
                    Obrigatória
                  </label>
                  <div className="flex gap-1">
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Subir a pergunta ${index + 1}`}
                      disabled={index === 0}
                      onClick={() => questions.move(index, index - 1)}
                    >
                      <ArrowUpIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Descer a pergunta ${index + 1}`}
                      disabled={index === questions.fields.length - 1}
                      onClick={() => questions.move(index, index + 1)}
                    >
                      <ArrowDownIcon aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={`Remover a pergunta ${index + 1}`}
                      onClick={() => questions.remove(index)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  </div>
                </div>
              </fieldset>
            )
          })}
          {error('questions') ? <p className="text-sm text-destructive">{error('questions')}</p> : null}
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            disabled={questions.fields.length >= MAX_JOB_QUESTIONS}
            onClick={() =>
              questions.append({ label: '', type: 'texto', isMandatory: false, optionsText: '' })
            }
          >
            <PlusIcon aria-hidden="true" />
            Adicionar pergunta
          </Button>
        </CardContent>
      </Card>

      <div className="flex flex-wrap justify-end gap-2">
        <Link to={job ? paths.jobBoard(job.id) : paths.jobs} className={buttonVariants({ variant: 'ghost' })}>
          Cancelar
        </Link>
        {isDraft ? (
          <>
            <Button
              type="button"
              variant="outline"
              loading={isSubmitting}
              onClick={() => void submit(false)()}
            >
              Salvar rascunho
            </Button>
            <Button type="button" loading={isSubmitting} onClick={() => void submit(true)()}>
              Publicar
            </Button>
          </>
        ) : (
          <Button type="button" loading={isSubmitting} onClick={() => void submit(false)()}>
            Salvar alterações
          </Button>
        )}
      </div>
    </form>
  )
}
