import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, TrashIcon } from 'lucide-react'
import type { EditorField, EditorStep } from '@/shared/forms/form-editor.ts'
import { Button } from '@/web/components/ui/button.tsx'
import { Card, CardContent } from '@/web/components/ui/card.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { FieldList } from './field-list.tsx'

type StepEditorProps = {
  step: EditorStep
  stepIndex: number
  stepCount: number
  onTitleChange: (title: string) => void
  onMoveStep: (to: number) => void
  onRemoveStep: () => void
  onMoveField: (from: number, to: number) => void
  onEditField: (index: number, field: EditorField) => void
  onRemoveField: (index: number) => void
  onAddField: () => void
}

/**
 * One step of the form builder: its title, moving or removing it (not the first step), its fields
 * and "Adicionar campo".
 */
export function StepEditor({
  step,
  stepIndex,
  stepCount,
  onTitleChange,
  onMoveStep,
  onRemoveStep,
  onMoveField,
  onEditField,
  onRemoveField,
  onAddField,
}: StepEditorProps) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6">
        <div className="flex flex-wrap items-end gap-3">
          <FormField label={`Título da etapa ${stepIndex + 1}`} className="min-w-60 flex-1">
            <Input value={step.title} onChange={(event) => onTitleChange(event.target.value)} />
          </FormField>
          {stepIndex > 0 && (
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="icon"
                aria-label="Mover etapa para a esquerda"
                disabled={stepIndex <= 1}
                onClick={() => onMoveStep(stepIndex - 1)}
              >
                <ArrowLeftIcon aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                aria-label="Mover etapa para a direita"
                disabled={stepIndex >= stepCount - 1}
                onClick={() => onMoveStep(stepIndex + 1)}
              >
                <ArrowRightIcon aria-hidden="true" />
              </Button>
              <Button variant="outline" onClick={onRemoveStep}>
                <TrashIcon aria-hidden="true" />
                Remover etapa
              </Button>
            </div>
          )}
        </div>
        <FieldList
          fields={step.fields}
          stepNumber={stepIndex + 1}
          onMove={onMoveField}
          onEdit={onEditField}
          onRemove={onRemoveField}
        />
        <div>
          <Button variant="outline" onClick={onAddField}>
            <PlusIcon aria-hidden="true" />
            Adicionar campo
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
