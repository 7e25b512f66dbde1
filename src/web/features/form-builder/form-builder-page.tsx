import { EyeIcon, PlusIcon, SaveIcon } from 'lucide-react'
import { useState } from 'react'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Badge } from '@/web/components/ui/badge.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs.tsx'
import type { SessionUser } from '@/web/lib/session.tsx'
import { useDocumentTitle } from '@/web/lib/use-document-title.ts'
import { move, previewSteps } from './draft.ts'
import { FieldDialog } from './field-dialog.tsx'
import { useFieldEditing } from './hooks/use-field-editing.ts'
import { useFormDraft } from './hooks/use-form-draft.ts'
import { NEW_STEP_TAB, stepTab, useStepTabs } from './hooks/use-step-tabs.ts'
import { PreviewDialog } from './preview-dialog.tsx'
import { StepEditor } from './step-editor.tsx'

/** /formularios: the form builder. Tabs etapa1..N and "nova"; the whole form is saved at once. */
export function FormBuilderPage({ user }: { user: SessionUser }) {
  useDocumentTitle('Formulários | Talentos')
  const form = useFormDraft(user.company.id)
  const { draft, update, updateStep } = form
  const tabs = useStepTabs(draft, update)
  const { stepIndex, step } = tabs
  const fieldEditing = useFieldEditing(draft, updateStep)
  const [preview, setPreview] = useState<number | null>(null)

  if (form.isPending) return <Spinner label="Carregando formulário" />
  if (form.isError || !draft || !step) {
    return (
      <Alert variant="destructive">
        <AlertDescription>Não foi possível carregar o formulário.</AlertDescription>
      </Alert>
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
          <Button onClick={form.saveForm} disabled={form.saving}>
            <SaveIcon aria-hidden="true" />
            {form.saving ? 'Salvando...' : 'Salvar Alterações'}
          </Button>
        </div>
      </div>

      {form.dirty && <p className="text-sm text-warning">Há alterações não salvas.</p>}
      {form.problems.length > 0 && (
        <Alert variant="destructive">
          <AlertDescription>
            <ul className="list-disc pl-4">
              {form.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      <Tabs value={tabs.tab} onValueChange={tabs.selectTab} activationMode="manual">
        <TabsList aria-label="Etapas do formulário" className="flex-wrap">
          {draft.steps.map((candidate, index) => (
            // A tab is a position (etapa1..N), as the spec names them: keyed by it.
            <TabsTrigger key={stepTab(index)} value={stepTab(index)}>
              Etapa {index + 1}
              {candidate.fields.some((field) => field.isMandatory) && (
                <Badge variant="secondary" className="text-[0.7rem]">
                  Obrigatória
                </Badge>
              )}
            </TabsTrigger>
          ))}
          <TabsTrigger value={NEW_STEP_TAB}>
            <PlusIcon aria-hidden="true" />
            Nova Etapa
          </TabsTrigger>
        </TabsList>

        <TabsContent value={tabs.tab}>
          <StepEditor
            step={step}
            stepIndex={stepIndex}
            stepCount={draft.steps.length}
            onTitleChange={(title) =>
              update((current) => ({
                ...current,
                steps: current.steps.map((candidate, index) =>
                  index === stepIndex ? { ...candidate, title } : candidate,
                ),
              }))
            }
            onMoveStep={(to) => tabs.moveStep(stepIndex, to)}
            onRemoveStep={() => tabs.removeStep(stepIndex)}
            onMoveField={(from, to) => updateStep(stepIndex, (fields) => move(fields, from, to))}
            onEditField={(index, field) => fieldEditing.startEditing(stepIndex, index, field)}
            onRemoveField={(index) =>
              updateStep(stepIndex, (fields) => fields.filter((_, at) => at !== index))
            }
            onAddField={() => fieldEditing.startAdding(stepIndex)}
          />
        </TabsContent>
      </Tabs>

      <FieldDialog
        field={fieldEditing.editing?.field ?? null}
        isNew={fieldEditing.editing?.fieldIndex === null}
        sources={fieldEditing.sources}
        onSave={fieldEditing.saveField}
        onClose={fieldEditing.close}
      />
      <PreviewDialog steps={previewSteps(draft)} startIndex={preview} onClose={() => setPreview(null)} />
    </div>
  )
}
