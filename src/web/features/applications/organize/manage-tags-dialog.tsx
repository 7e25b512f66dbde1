import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import {
  DEFAULT_TAG_COLOR,
  TAG_COLOR_LABELS,
  TAG_COLORS,
  TAG_NAME_MAX,
  type Tag,
  type TagColor,
} from '@/shared/organize/api.ts'
import { TagChip } from '@/web/components/tag-chip.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useCreateTag, useDeleteTag, useTags, useUpdateTag } from './api.ts'
import { applicationCountLabel } from './manage-folders-dialog.tsx'

function ColorSelect({
  value,
  onChange,
  label,
}: {
  value: TagColor
  onChange: (color: TagColor) => void
  label: string
}) {
  return (
    <FormField label={label} className="sm:w-36">
      {(control) => (
        <Select value={value} onValueChange={(next) => onChange(next as TagColor)}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TAG_COLORS.map((color) => (
              <SelectItem key={color} value={color}>
                <TagChip tag={{ id: color, name: TAG_COLOR_LABELS[color], color }} />
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  )
}

function TagRow({ companyId, tag, onDelete }: { companyId: string; tag: Tag; onDelete: () => void }) {
  const update = useUpdateTag(companyId)
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(tag.name)
  const [color, setColor] = useState<TagColor>(tag.color)
  const [error, setError] = useState<string | null>(null)

  async function save(event: FormEvent) {
    event.preventDefault()
    try {
      await update.mutateAsync({ id: tag.id, name, color })
      toast.success('Etiqueta salva.')
      setEditing(false)
      setError(null)
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  if (editing)
    return (
      <li className="py-2">
        <form
          onSubmit={(event) => void save(event)}
          className="flex flex-col gap-2 sm:flex-row sm:items-start"
        >
          <FormField label={`Novo nome da etiqueta ${tag.name}`} error={error} className="flex-1">
            <Input value={name} maxLength={TAG_NAME_MAX} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <ColorSelect value={color} onChange={setColor} label="Cor" />
          <div className="flex gap-2 sm:mt-6">
            <Button type="submit" size="sm" loading={update.isPending}>
              Salvar
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                setEditing(false)
                setName(tag.name)
                setColor(tag.color)
                setError(null)
              }}
            >
              Cancelar
            </Button>
          </div>
        </form>
      </li>
    )
  return (
    <li className="flex items-center gap-2 py-2">
      <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
        <TagChip tag={tag} />
        <span className="text-xs text-muted-foreground">{applicationCountLabel(tag.applicationCount)}</span>
      </div>
      <Button size="sm" variant="ghost" aria-label={`Editar ${tag.name}`} onClick={() => setEditing(true)}>
        <PencilIcon aria-hidden="true" />
        <span className="hidden sm:inline">Editar</span>
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Excluir ${tag.name}`} onClick={onDelete}>
        <Trash2Icon aria-hidden="true" />
        <span className="hidden sm:inline">Excluir</span>
      </Button>
    </li>
  )
}

/** "Gerenciar etiquetas" (admin and premium, básico and up): create, rename, recolour and delete tags. */
export function ManageTagsDialog({
  companyId,
  open,
  onOpenChange,
}: {
  companyId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const tags = useTags(companyId)
  const create = useCreateTag(companyId)
  const remove = useDeleteTag(companyId)
  const [name, setName] = useState('')
  const [color, setColor] = useState<TagColor>(DEFAULT_TAG_COLOR)
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Tag | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    try {
      const tag = await create.mutateAsync({ name, color })
      toast.success(`Etiqueta "${tag.name}" criada.`)
      setName('')
      setError(null)
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Gerenciar etiquetas</DialogTitle>
            <DialogDescription>
              Etiquetas coloridas marcam candidaturas (por exemplo, "inglês fluente"). Excluir uma etiqueta a
              retira de todas as candidaturas.
            </DialogDescription>
          </DialogHeader>
          <form
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-2 sm:flex-row sm:items-start"
          >
            <FormField label="Nova etiqueta" error={error} className="flex-1">
              <Input
                value={name}
                maxLength={TAG_NAME_MAX}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
            <ColorSelect value={color} onChange={setColor} label="Cor" />
            <Button type="submit" className="sm:mt-6" loading={create.isPending}>
              {create.isPending ? null : <PlusIcon aria-hidden="true" />}
              Criar
            </Button>
          </form>
          {tags.isPending && tags.fetchStatus !== 'idle' ? <Spinner className="mx-auto" /> : null}
          {tags.data && tags.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma etiqueta criada ainda.</p>
          ) : null}
          {tags.data && tags.data.items.length > 0 ? (
            <ul aria-label="Etiquetas" className="max-h-80 divide-y divide-border overflow-y-auto">
              {tags.data.items.map((tag) => (
                <TagRow key={tag.id} companyId={companyId} tag={tag} onDelete={() => setDeleting(tag)} />
              ))}
            </ul>
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir etiqueta?"
        description={
          deleting
            ? `A etiqueta "${deleting.name}" será retirada de ${applicationCountLabel(deleting.applicationCount)} e excluída.`
            : ''
        }
        confirmLabel="Excluir etiqueta"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return true
          try {
            await remove.mutateAsync(deleting.id)
            toast.success('Etiqueta excluída.')
            return true
          } catch (failure) {
            toast.error('Não foi possível excluir a etiqueta.', { description: errorMessage(failure) })
            return false
          }
        }}
      />
    </>
  )
}
