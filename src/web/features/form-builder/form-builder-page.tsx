import {
  ArrowDownIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  EyeIcon,
  GripVerticalIcon,
  LockIcon,
  PencilIcon,
  PlusIcon,
  SaveIcon,
  TrashIcon,
} from 'lucide-react'
import { type DragEvent, useEffect, useMemo, useState } from 'react'
import {
  type EditorField,
  FIELD_TYPE_LABELS,
  FORM_EDITOR_MESSAGES,
  type FormDraft,
  formDraftProblems,
  isFixedField,
} from '@/shared/forms/form-editor.ts'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Badge } from '@/web/components/ui/badge.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent } from '@/web/components/ui/card.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs.tsx'
import { ApiError, errorMessage } from '@/web/lib/api.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { useEditableForm, useSaveForm } from './api.ts'
import { allKeys, draftFromForm, emptyField, move, newFieldKey, previewSteps } from './draft.ts'
import { type ConditionSource, FieldDialog } from './field-dialog.tsx'
import { PreviewDialog } from './preview-dialog.tsx'
import { useUnsavedChangesPrompt } from './use-unsaved-changes.ts'

type Editing = { stepIndex: number; fieldIndex: number | null; field: EditorField }

function conditionSources(draft: FormDraft, exceptKey: string): ConditionSource[] {
  return draft.steps.flatMap((step) =>
    step.fields.flatMap((field): ConditionSource[] => {
      if (field.key === exceptKey) return []
      if (field.type === 'sim_nao' || field.type === 'checkbox')
        return [{ key: field.key, label: field.label, equals: true }]
      if (field.type === 'dropdown' && field.options?.includes('Sim')) {
        return [{ key: field.key, label: field.label, equals: 'Sim' }]
      }
      return []
    }),
  )
}

function subFieldCount(field: EditorField): string {
  const count = field.subFields?.length ?? 0
  return count === 1 ? '1 subcampo' : `${count} subcampos`
}

/** /formularios: the form builder. Tabs etapa1..N and "nova"; the whole form is saved at once. */
export function FormBuilderPage({ user }: { user: SessionUser }) {
  useDocumentTitle('Formulários | Talentos')
  const companyId = user.company.id
  const query = useEditableForm(companyId)
  const save = useSaveForm(companyId)
  const [draft, setDraft] = useState<FormDraft | null>(null)
  const [saved, setSaved] = useState<string>('')
  const [version, setVersion] = useState(1)
  const [tab, setTab] = useState('etapa1')
  const [editing, setEditing] = useState<Editing | null>(null)
  const [preview, setPreview] = useState<number | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  const [problems, setProblems] = useState<string[]>([])

  useEffect(() => {
    if (!query.data || draft) return
    const initial = draftFromForm(query.data)
    setDraft(initial)
    setSaved(JSON.stringify(initial))
    setVersion(query.data.version)
  }, [query.data, draft])

  const dirty = draft !== null && JSON.stringify(draft) !== saved
  useUnsavedChangesPrompt(dirty)

  const stepIndex = Math.max(0, Number(tab.replace('etapa', '')) - 1)
  const step = draft?.steps[stepIndex]
  const sources = useMemo(
    () => (draft && editing ? conditionSources(draft, editing.field.key) : []),
    [draft, editing],
  )

  if (query.isPending) return <Spinner label="Carregando formulário" />
  if (query.isError || !draft || !step) {
    return (
      <Alert variant="destructive">
        <AlertDescription>Não foi possível carregar o formulário.</AlertDescription>
      </Alert>
    )
  }

  const update = (change: (current: FormDraft) => FormDraft) => {
    setDraft((current) => (current ? change(current) : current))
    setProblems([])
  }
  const updateStep = (index: number, change: (fields: EditorField[]) => EditorField[]) =>
    update((current) => ({
      ...current,
      steps: current.steps.map((candidate, position) =>
        position === index ? { ...candidate, fields: change(candidate.fields) } : candidate,
      ),
    }))

  function selectTab(value: string) {
    if (value !== 'nova') {
      setTab(value)
      return
    }
    update((current) => ({ ...current, steps: [...current.steps, { title: 'Nova Etapa', fields: [] }] }))
    setTab(`etapa${(draft?.steps.length ?? 0) + 1}`)
  }

  function moveStep(from: number, to: number) {
    update((current) => ({ ...current, steps: move(current.steps, from, to) }))
    setTab(`etapa${to + 1}`)
  }

  function removeStep(index: number) {
    if (!window.confirm(`Remover a etapa ${index + 1} e todos os seus campos?`)) return
    update((current) => ({ ...current, steps: current.steps.filter((_, position) => position !== index) }))
    setTab(`etapa${Math.max(1, index)}`)
  }

  function moveField(from: number, to: number) {
    if (!step || to < 0 || to >= step.fields.length) return
    updateStep(stepIndex, (fields) => move(fields, from, to))
  }

  function onDrop(event: DragEvent, to: number) {
    event.preventDefault()
    if (dragged !== null && dragged !== to) moveField(dragged, to)
    setDragged(null)
  }

  function applyField(field: EditorField) {
    if (!editing) return
    const { stepIndex: target, fieldIndex } = editing
    updateStep(target, (fields) =>
      fieldIndex === null
        ? [...fields, field]
        : fields.map((candidate, index) => (index === fieldIndex ? field : candidate)),
    )
    setEditing(null)
  }

  function startAdding() {
    if (!draft) return
    setEditing({
      stepIndex,
      fieldIndex: null,
      field: emptyField(newFieldKey(`campo ${Date.now()}`, allKeys(draft))),
    })
  }

  function saveForm() {
    if (!draft) return
    const found = formDraftProblems(draft)
    setProblems(found)
    if (found.length > 0) {
      toast.error('Erro', { description: found[0] })
      return
    }
    const sent = draft
    save.mutate(
      { ...sent, version },
      {
        onSuccess: (form) => {
          const next = draftFromForm(form)
          setDraft(next)
          setSaved(JSON.stringify(next))
          setVersion(form.version)
          toast.success(FORM_EDITOR_MESSAGES.saved, { description: FORM_EDITOR_MESSAGES.savedDescription })
        },
        onError: (failure) => {
          const message = errorMessage(failure, FORM_EDITOR_MESSAGES.saveFailed)
          if (failure instanceof ApiError && failure.status === 409) setProblems([message])
          toast.error('Erro', { description: message })
        },
      },
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Formulários</h1>
          <p className="text-muted-foreground">
            Configure as etapas e os campos do formulário de candidatura.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setPreview(stepIndex)}>
            <EyeIcon aria-hidden="true" />
            Pré-visualizar
          </Button>
          <Button onClick={saveForm} disabled={save.isPending}>
            <SaveIcon aria-hidden="true" />
            {save.isPending ? 'Salvando...' : 'Salvar Alterações'}
          </Button>
        </div>
      </div>

      {dirty && <p className="text-sm text-warning">Há alterações não salvas.</p>}
      {problems.length > 0 && (
        <Alert variant="destructive">
          <AlertDescription>
            <ul className="list-disc pl-4">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      <Tabs value={tab} onValueChange={selectTab} activationMode="manual">
        <TabsList aria-label="Etapas do formulário" className="flex-wrap">
          {draft.steps.map((candidate, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tab is a position (etapa1..N), as the spec names them
            <TabsTrigger key={`etapa${index + 1}`} value={`etapa${index + 1}`}>
              Etapa {index + 1}
              {candidate.fields.some((field) => field.isMandatory) && (
                <Badge variant="secondary" className="text-[0.7rem]">
                  Obrigatória
                </Badge>
              )}
            </TabsTrigger>
          ))}
          <TabsTrigger value="nova">
            <PlusIcon aria-hidden="true" />
            Nova Etapa
          </TabsTrigger>
        </TabsList>

        <TabsContent value={tab}>
          <Card>
            <CardContent className="flex flex-col gap-5 pt-6">
              <div className="flex flex-wrap items-end gap-3">
                <FormField label={`Título da etapa ${stepIndex + 1}`} className="min-w-60 flex-1">
                  <Input
                    value={step.title}
                    onChange={(event) =>
                      update((current) => ({
                        ...current,
                        steps: current.steps.map((candidate, index) =>
                          index === stepIndex ? { ...candidate, title: event.target.value } : candidate,
                        ),
                      }))
                    }
                  />
                </FormField>
                {stepIndex > 0 && (
                  <div className="flex gap-2">
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label="Mover etapa para a esquerda"
                      disabled={stepIndex <= 1}
                      onClick={() => moveStep(stepIndex, stepIndex - 1)}
                    >
                      <ArrowLeftIcon aria-hidden="true" />
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label="Mover etapa para a direita"
                      disabled={stepIndex >= draft.steps.length - 1}
                      onClick={() => moveStep(stepIndex, stepIndex + 1)}
                    >
                      <ArrowRightIcon aria-hidden="true" />
                    </Button>
                    <Button variant="outline" onClick={() => removeStep(stepIndex)}>
                      <TrashIcon aria-hidden="true" />
                      Remover etapa
                    </Button>
                  </div>
                )}
              </div>

              {step.fields.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nenhum campo configurado para esta etapa.</p>
              ) : (
                <ol className="flex flex-col gap-2" aria-label={`Campos da etapa ${stepIndex + 1}`}>
                  {step.fields.map((field, index) => {
                    const fixed = isFixedField(field.key)
                    return (
                      <li
                        key={field.key}
                        draggable
                        onDragStart={() => setDragged(index)}
                        onDragOver={(event) => event.preventDefault()}
                        onDrop={(event) => onDrop(event, index)}
                        onDragEnd={() => setDragged(null)}
                        data-dragging={dragged === index ? 'true' : undefined}
                        className="flex flex-wrap items-center gap-3 rounded-md border border-border bg-white p-3 data-[dragging=true]:opacity-50"
                      >
                        <GripVerticalIcon
                          className="size-4 cursor-grab text-muted-foreground"
                          aria-hidden="true"
                        />
                        <div className="min-w-36 flex-1">
                          <p className="font-medium break-words">
                            {field.label || <span className="text-destructive">(sem rótulo)</span>}
                            {field.isMandatory && (
                              <>
                                <span className="text-destructive" aria-hidden="true">
                                  {' '}
                                  *
                                </span>
                                <span className="sr-only"> (obrigatório)</span>
                              </>
                            )}
                          </p>
                          <p className="text-xs text-muted-foreground">
                            {FIELD_TYPE_LABELS[field.type]}
                            {field.type === 'grupo' ? ` · ${subFieldCount(field)}` : ''}
                            {field.condition ? ' · condicional' : ''}
                          </p>
                        </div>
                        {fixed && (
                          <Badge variant="outline">
                            <LockIcon className="size-3" aria-hidden="true" />
                            Fixo
                          </Badge>
                        )}
                        <div className="flex gap-1">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Mover ${field.label} para cima`}
                            disabled={index === 0}
                            onClick={() => moveField(index, index - 1)}
                          >
                            <ArrowUpIcon aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Mover ${field.label} para baixo`}
                            disabled={index === step.fields.length - 1}
                            onClick={() => moveField(index, index + 1)}
                          >
                            <ArrowDownIcon aria-hidden="true" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Editar ${field.label}`}
                            onClick={() => setEditing({ stepIndex, fieldIndex: index, field })}
                          >
                            <PencilIcon aria-hidden="true" />
                          </Button>
                          {!fixed && (
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Remover ${field.label}`}
                              onClick={() =>
                                updateStep(stepIndex, (fields) => fields.filter((_, at) => at !== index))
                              }
                            >
                              <TrashIcon aria-hidden="true" />
                            </Button>
                          )}
                        </div>
                      </li>
                    )
                  })}
                </ol>
              )}
              <div>
                <Button variant="outline" onClick={startAdding}>
                  <PlusIcon aria-hidden="true" />
                  Adicionar campo
                </Button>
              </div>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>

      <FieldDialog
        field={editing?.field ?? null}
        isNew={editing?.fieldIndex === null}
        sources={sources}
        onSave={(field) => {
          if (!editing || !draft) return
          // A new field's key follows its label ("Turno" -> "turno"), unique in the form.
          const keys = allKeys(draft)
          const key = editing.fieldIndex === null ? newFieldKey(field.label, keys) : field.key
          applyField({ ...field, key })
        }}
        onClose={() => setEditing(null)}
      />
      <PreviewDialog steps={previewSteps(draft)} startIndex={preview} onClose={() => setPreview(null)} />
    </div>
  )
}
