import { zodResolver } from '@hookform/resolvers/zod'
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { type Control, Controller, type UseFormRegister, useFieldArray, useForm } from 'react-hook-form'
import { z } from 'zod'
import type { ApplicationResume } from '@/shared/applications/api.ts'
import { PARSED_FIELD_LABELS, type ParsedResume } from '@/shared/resumes/parsed-resume.ts'
import {
  effectiveResume,
  RESUME_REVIEW_MESSAGES,
  type ResumeReview,
  resumeFieldLines,
  resumeReviewSchema,
} from '@/shared/resumes/resume-review.ts'
import { Badge } from '@/web/components/ui/badge.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { apiFieldErrors, errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import '@/web/lib/zod-messages.ts'
import { useReviewResume } from './api.ts'

const NOT_FOUND = 'Não encontrado'

/** The review form: text inputs hold strings (blank = not informed); skills are one comma-separated input. */
const reviewFormSchema = resumeReviewSchema.extend({
  skills: z
    .string()
    .transform((text) =>
      text
        .split(/[,;\n]/)
        .map((skill) => skill.trim())
        .filter(Boolean),
    )
    .pipe(resumeReviewSchema.shape.skills),
})
type ReviewFormInput = z.input<typeof reviewFormSchema>

function toFormValues(data: ParsedResume): ReviewFormInput {
  const text = (value: string | null) => value ?? ''
  return {
    name: text(data.name),
    email: text(data.email),
    phone: text(data.phone),
    cpf: text(data.cpf),
    linkedin: text(data.linkedin),
    city: text(data.city),
    state: text(data.state),
    cep: text(data.cep),
    experience: data.experience.map((entry) => ({
      company: text(entry.company),
      role: text(entry.role),
      period: text(entry.period),
      current: entry.current,
    })),
    education: data.education.map((entry) => ({
      course: text(entry.course),
      institution: text(entry.institution),
      period: text(entry.period),
    })),
    languages: data.languages.map((entry) => ({ language: entry.language, level: text(entry.level) })),
    skills: data.skills.join(', '),
  }
}

/** "Dados extraídos do currículo" as read: each field's effective value, "corrigido" where staff changed it. */
function ParsedFields({ data, corrected }: { data: ParsedResume; corrected: ReadonlySet<string> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
      {resumeFieldLines(data).map(({ field, lines }) => (
        <div key={field} className="contents">
          <dt className="flex items-center gap-2 font-medium text-muted-foreground">
            {PARSED_FIELD_LABELS[field]}
            {corrected.has(field) ? (
              <Badge variant="outline" className="text-xs font-normal">
                corrigido
              </Badge>
            ) : null}
          </dt>
          <dd className="mb-2 sm:mb-0 [overflow-wrap:anywhere]">
            {lines.length === 0 ? (
              <span className="text-muted-foreground">{NOT_FOUND}</span>
            ) : lines.length === 1 ? (
              lines[0]
            ) : (
              <ul className="flex flex-col gap-1">
                {lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
                  <li key={index}>{line}</li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

type ListProps = {
  control: Control<ReviewFormInput, unknown, ResumeReview>
  register: UseFormRegister<ReviewFormInput>
}

function ListFieldset({
  legend,
  addLabel,
  onAdd,
  children,
}: {
  legend: string
  addLabel: string
  onAdd: () => void
  children: ReactNode
}) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      {children}
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={onAdd}>
        <PlusIcon aria-hidden="true" /> {addLabel}
      </Button>
    </fieldset>
  )
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="self-end" onClick={onClick} aria-label={label}>
      <Trash2Icon aria-hidden="true" /> Remover
    </Button>
  )
}

function ExperienceFields({ control, register }: ListProps) {
  const list = useFieldArray({ control, name: 'experience' })
  return (
    <ListFieldset
      legend={PARSED_FIELD_LABELS.experience}
      addLabel="Adicionar experiência"
      onAdd={() => list.append({ company: '', role: '', period: '', current: false })}
    >
      {list.fields.map((entry, index) => (
        <div key={entry.id} className="grid grid-cols-1 gap-2 border-b border-border pb-3 sm:grid-cols-2">
          <FormField label="Cargo">
            <Input {...register(`experience.${index}.role`)} />
          </FormField>
          <FormField label="Empresa">
            <Input {...register(`experience.${index}.company`)} />
          </FormField>
          <FormField label="Período">
            <Input {...register(`experience.${index}.period`)} placeholder="03/2019 – atual" />
          </FormField>
          <Controller
            control={control}
            name={`experience.${index}.current`}
            render={({ field }) => (
              <FormField label="Emprego atual" orientation="inline" className="self-end pb-2">
                <Checkbox
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
              </FormField>
            )}
          />
          <RemoveButton label={`Remover experiência ${index + 1}`} onClick={() => list.remove(index)} />
        </div>
      ))}
    </ListFieldset>
  )
}

function EducationFields({ control, register }: ListProps) {
  const list = useFieldArray({ control, name: 'education' })
  return (
    <ListFieldset
      legend={PARSED_FIELD_LABELS.education}
      addLabel="Adicionar formação"
      onAdd={() => list.append({ course: '', institution: '', period: '' })}
    >
      {list.fields.map((entry, index) => (
        <div key={entry.id} className="grid grid-cols-1 gap-2 border-b border-border pb-3 sm:grid-cols-2">
          <FormField label="Curso">
            <Input {...register(`education.${index}.course`)} />
          </FormField>
          <FormField label="Instituição">
            <Input {...register(`education.${index}.institution`)} />
          </FormField>
          <FormField label="Período">
            <Input {...register(`education.${index}.period`)} placeholder="2014 – 2018" />
          </FormField>
          <RemoveButton label={`Remover formação ${index + 1}`} onClick={() => list.remove(index)} />
        </div>
      ))}
    </ListFieldset>
  )
}

function LanguageFields({
  control,
  register,
  errors,
}: ListProps & { errors: (index: number) => string | undefined }) {
  const list = useFieldArray({ control, name: 'languages' })
  return (
    <ListFieldset
      legend={PARSED_FIELD_LABELS.languages}
      addLabel="Adicionar idioma"
      onAdd={() => list.append({ language: '', level: '' })}
    >
      {list.fields.map((entry, index) => (
        <div
          key={entry.id}
          className="grid grid-cols-1 gap-2 border-b border-border pb-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          <FormField label="Idioma" required error={errors(index)}>
            <Input {...register(`languages.${index}.language`)} />
          </FormField>
          <FormField label="Nível">
            <Input {...register(`languages.${index}.level`)} placeholder="intermediário" />
          </FormField>
          <RemoveButton label={`Remover idioma ${index + 1}`} onClick={() => list.remove(index)} />
        </div>
      ))}
    </ListFieldset>
  )
}

const SCALARS = [
  { name: 'name', autoComplete: 'off' },
  { name: 'email', type: 'email', inputMode: 'email' },
  { name: 'phone', type: 'tel', inputMode: 'tel', placeholder: '(00) 00000-0000' },
  { name: 'cpf', inputMode: 'numeric', placeholder: '000.000.000-00' },
  { name: 'linkedin', type: 'url', placeholder: 'https://www.linkedin.com/in/…' },
  { name: 'city' },
  { name: 'state', placeholder: 'SP', maxLength: 2 },
  { name: 'cep', inputMode: 'numeric', placeholder: '00000-000' },
] as const

/** "Revisar dados": every field of the CV's data, as it stands now, to correct and save. */
function ReviewForm({
  companyId,
  applicationId,
  data,
  onDone,
}: {
  companyId: string
  applicationId: string
  data: ParsedResume
  onDone: () => void
}) {
  const review = useReviewResume(companyId, applicationId)
  const form = useForm<ReviewFormInput, unknown, ResumeReview>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: toFormValues(data),
  })
  const { errors, isSubmitting } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await review.mutateAsync(values)
      toast.success(RESUME_REVIEW_MESSAGES.saved)
      onDone()
    } catch (error) {
      const fields = apiFieldErrors(error)
      for (const [name, message] of Object.entries(fields)) {
        form.setError(name as keyof ReviewFormInput, { message })
      }
      if (Object.keys(fields).length === 0) toast.error(errorMessage(error))
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Revisar dados">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {SCALARS.map(({ name, ...input }) => (
          <FormField key={name} label={PARSED_FIELD_LABELS[name]} error={errors[name]?.message}>
            <Input {...form.register(name)} {...input} />
          </FormField>
        ))}
      </div>
      <ExperienceFields control={form.control} register={form.register} />
      <EducationFields control={form.control} register={form.register} />
      <LanguageFields
        control={form.control}
        register={form.register}
        errors={(index) => errors.languages?.[index]?.language?.message}
      />
      <FormField
        label={PARSED_FIELD_LABELS.skills}
        description="Separe as habilidades por vírgula."
        error={errors.skills?.message}
      >
        <Input {...form.register('skills')} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Salvar correções
        </Button>
      </div>
    </form>
  )
}

/**
 * "Dados extraídos do currículo": what the parser read with staff corrections over it (the same
 * effectiveResume the server uses), and "Revisar dados" for members who may edit applications.
 */
export function ParsedDataPanel({
  companyId,
  applicationId,
  resume,
  canEdit,
}: {
  companyId: string
  applicationId: string
  resume: ApplicationResume
  canEdit: boolean
}) {
  const [editing, setEditing] = useState(false)
  const data = effectiveResume(resume.parsed, resume.corrections)
  const corrected = new Set(Object.keys(resume.corrections))
  return (
    <section aria-labelledby="dados-extraidos" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-1">
        <h3 id="dados-extraidos" className="text-sm font-semibold tracking-wide text-brand-900 uppercase">
          Dados extraídos do currículo
        </h3>
        {canEdit && resume.parsed && !editing ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden="true" /> Revisar dados
          </Button>
        ) : null}
      </div>
      {!resume.parsed ? (
        <p className="text-sm text-muted-foreground">Nenhum dado extraído.</p>
      ) : editing ? (
        <ReviewForm
          companyId={companyId}
          applicationId={applicationId}
          data={data}
          onDone={() => setEditing(false)}
        />
      ) : (
        <ParsedFields data={data} corrected={corrected} />
      )}
    </section>
  )
}
