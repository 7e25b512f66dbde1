import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon, LockIcon, PencilIcon, TrashIcon } from 'lucide-react'
import { type DragEvent, useState } from 'react'
import { type EditorField, FIELD_TYPE_LABELS, isFixedField } from '@/shared/forms/form-editor.ts'
import { Badge } from '@/web/components/ui/badge.tsx'
import { Button } from '@/web/components/ui/button.tsx'

function subFieldCount(field: EditorField): string {
  const count = field.subFields?.length ?? 0
  return count === 1 ? '1 subcampo' : `${count} subcampos`
}

type FieldListProps = {
  fields: EditorField[]
  stepNumber: number
  onMove: (from: number, to: number) => void
  onEdit: (index: number, field: EditorField) => void
  onRemove: (index: number) => void
}

/** The fields of one step, in order: drag or the arrows reorder them; fixed fields cannot be removed. */
export function FieldList({ fields, stepNumber, onMove, onEdit, onRemove }: FieldListProps) {
  const [dragged, setDragged] = useState<number | null>(null)

  function move(from: number, to: number) {
    if (to < 0 || to >= fields.length) return
    onMove(from, to)
  }

  function onDrop(event: DragEvent, to: number) {
    event.preventDefault()
    if (dragged !== null && dragged !== to) move(dragged, to)
    setDragged(null)
  }

  if (fields.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhum campo configurado para esta etapa.</p>
  }
  return (
    <ol className="flex flex-col gap-2" aria-label={`Campos da etapa ${stepNumber}`}>
      {fields.map((field, index) => {
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
            <GripVerticalIcon className="size-4 cursor-grab text-muted-foreground" aria-hidden="true" />
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
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Mover ${field.label} para baixo`}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Editar ${field.label}`}
                onClick={() => onEdit(index, field)}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
              {!fixed && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover ${field.label}`}
                  onClick={() => onRemove(index)}
                >
                  <TrashIcon aria-hidden="true" />
                </Button>
              )}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
