import { useEffect, useState } from 'react'
import {
  copiedValue,
  type FieldValue,
  type FormStep,
  type FormValues,
  isFieldActive,
} from '@/shared/forms/form-fields.ts'
import { domIdFor } from '@/web/components/form-fields/field-ids.ts'
import { FieldRenderer, preloadFieldControls } from '@/web/components/form-fields/field-renderer.tsx'
import { GroupField } from '@/web/components/form-fields/group-field.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'

type PreviewDialogProps = {
  steps: readonly FormStep[]
  /** Index of the step the dialog opens on; null = closed. */
  startIndex: number | null
  onClose: () => void
}

/**
 * The spec's preview: the selected step drawn by the public form's own field components, with
 * "Etapa Anterior" (not on step 1) and "Próxima Etapa" ("Finalizar Cadastro" on the last step).
 * Values typed here stay in the dialog; nothing is sent.
 */
export function PreviewDialog({ steps, startIndex, onClose }: PreviewDialogProps) {
  const [index, setIndex] = useState(0)
  const [values, setValues] = useState<FormValues>({})

  useEffect(() => {
    if (startIndex === null) return
    setIndex(startIndex)
    setValues({})
    preloadFieldControls()
  }, [startIndex])

  const step = steps[index]
  const fields = steps.flatMap((candidate) => candidate.fields)
  const last = index >= steps.length - 1
  const setValue = (id: string, value: FieldValue | undefined) =>
    setValues((current) => ({ ...current, [id]: value }))

  return (
    <Dialog open={startIndex !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Pré-visualização do formulário</DialogTitle>
          <DialogDescription>
            {step ? `Etapa ${index + 1} de ${steps.length}: ${step.title}` : 'Nenhuma etapa.'}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-5">
          {step && step.fields.length === 0 && (
            <p className="text-sm text-muted-foreground">Nenhum campo configurado para esta etapa.</p>
          )}
          {step?.fields
            .filter((field) => isFieldActive(field, values, fields))
            .map((field) =>
              field.type === 'grupo' ? (
                <GroupField
                  key={field.id}
                  field={field}
                  value={values[field.id]}
                  onChange={(entries) => setValue(field.id, entries)}
                  errors={{}}
                />
              ) : (
                <FieldRenderer
                  key={field.id}
                  field={{ ...field, placeholder: field.settings.placeholder }}
                  id={domIdFor(field.id)}
                  value={field.settings.copyOf ? copiedValue(field, values, fields) : values[field.id]}
                  readOnly={Boolean(field.settings.copyOf)}
                  onChange={(value) => setValue(field.id, value)}
                />
              ),
            )}
        </div>
        <DialogFooter className="gap-2">
          {index > 0 && (
            <Button type="button" variant="outline" onClick={() => setIndex(index - 1)}>
              Etapa Anterior
            </Button>
          )}
          <Button type="button" onClick={() => (last ? onClose() : setIndex(index + 1))}>
            {last ? 'Finalizar Cadastro' : 'Próxima Etapa'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
