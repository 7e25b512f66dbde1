import type { UseQueryResult } from '@tanstack/react-query'
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
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
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'

const count = new Intl.NumberFormat('pt-BR')

export function applicationCountLabel(total: number): string {
  return total === 1 ? '1 candidatura' : `${count.format(total)} candidaturas`
}

/** What the dialog uses of a mutation hook's result. */
type Mutation<Input, Result> = { isPending: boolean; mutateAsync(input: Input): Promise<Result> }

type ManagedItem = { id: string; name: string; applicationCount: number }

/** What a new or edited item's form holds: its name and, for tags, its colour. */
type Draft = { name: string }

/**
 * What "Gerenciar pastas" and "Gerenciar etiquetas" differ in (manage-folders-dialog.tsx,
 * manage-tags-dialog.tsx): the pt-BR texts, the queries and what the form holds besides the name.
 */
export type ManageDialogKind<Item extends ManagedItem, ItemDraft extends Draft> = {
  texts: {
    title: string
    description: string
    newLabel: string
    newPlaceholder?: string
    createLabel: string
    created: (name: string) => string
    empty: string
    listLabel: string
    /** The row's edit button ("Renomear", "Editar") and the edit form. */
    edit: string
    editNameLabel: (name: string) => string
    saved: string
    deleteTitle: string
    deleteDescription: (item: Item) => string
    deleteConfirm: string
    deleted: string
    deleteFailed: string
  }
  nameMax: number
  useItems(companyId: string): UseQueryResult<{ items: Item[] }>
  useCreate(companyId: string): Mutation<ItemDraft, Item>
  useUpdate(companyId: string): Mutation<ItemDraft & { id: string }, Item>
  useDelete(companyId: string): Mutation<string, null>
  newDraft: ItemDraft
  draftOf(item: Item): ItemDraft
  /** The fields after the name (a tag's colour). */
  extraFields?(draft: ItemDraft, onChange: (draft: ItemDraft) => void): ReactNode
  /** The item in its row: its name, or its chip. */
  rowLabel(item: Item): ReactNode
  rowLabelClassName: string
  /** The edit form's layout (folders: the name field takes the focus). */
  editFormClassName: string
  editButtonsClassName: string
  autoFocusEdit: boolean
}

function ItemRow<Item extends ManagedItem, ItemDraft extends Draft>({
  kind,
  companyId,
  item,
  onDelete,
}: {
  kind: ManageDialogKind<Item, ItemDraft>
  companyId: string
  item: Item
  onDelete: () => void
}) {
  const update = kind.useUpdate(companyId)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(() => kind.draftOf(item))
  const [error, setError] = useState<string | null>(null)

  async function save(event: FormEvent) {
    event.preventDefault()
    try {
      await update.mutateAsync({ ...draft, id: item.id })
      toast.success(kind.texts.saved)
      setEditing(false)
      setError(null)
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  if (editing)
    return (
      <li className="py-2">
        <form onSubmit={(event) => void save(event)} className={kind.editFormClassName}>
          <FormField label={kind.texts.editNameLabel(item.name)} error={error} className="flex-1">
            <Input
              value={draft.name}
              maxLength={kind.nameMax}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              autoFocus={kind.autoFocusEdit}
            />
          </FormField>
          {kind.extraFields?.(draft, setDraft)}
          <div className={kind.editButtonsClassName}>
            <Button type="submit" size="sm" loading={update.isPending}>
              Salvar
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                setEditing(false)
                setDraft(kind.draftOf(item))
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
      <div className={kind.rowLabelClassName}>
        {kind.rowLabel(item)}
        <span className="text-xs text-muted-foreground">{applicationCountLabel(item.applicationCount)}</span>
      </div>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`${kind.texts.edit} ${item.name}`}
        onClick={() => setEditing(true)}
      >
        <PencilIcon aria-hidden="true" />
        <span className="hidden sm:inline">{kind.texts.edit}</span>
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Excluir ${item.name}`} onClick={onDelete}>
        <Trash2Icon aria-hidden="true" />
        <span className="hidden sm:inline">Excluir</span>
      </Button>
    </li>
  )
}

/** The dialog that creates, edits and deletes a company's folders or tags (admin and premium). */
export function ManageDialog<Item extends ManagedItem, ItemDraft extends Draft>({
  kind,
  companyId,
  open,
  onOpenChange,
}: {
  kind: ManageDialogKind<Item, ItemDraft>
  companyId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { texts } = kind
  const items = kind.useItems(companyId)
  const create = kind.useCreate(companyId)
  const remove = kind.useDelete(companyId)
  const [draft, setDraft] = useState(kind.newDraft)
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Item | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    try {
      const item = await create.mutateAsync(draft)
      toast.success(texts.created(item.name))
      setDraft({ ...draft, name: '' })
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
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          <form
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-2 sm:flex-row sm:items-start"
          >
            <FormField label={texts.newLabel} error={error} className="flex-1">
              <Input
                value={draft.name}
                maxLength={kind.nameMax}
                placeholder={texts.newPlaceholder}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            </FormField>
            {kind.extraFields?.(draft, setDraft)}
            <Button type="submit" className="sm:mt-6" loading={create.isPending}>
              {create.isPending ? null : <PlusIcon aria-hidden="true" />}
              {texts.createLabel}
            </Button>
          </form>
          {items.isPending && items.fetchStatus !== 'idle' ? <Spinner className="mx-auto" /> : null}
          {items.data && items.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{texts.empty}</p>
          ) : null}
          {items.data && items.data.items.length > 0 ? (
            <ul aria-label={texts.listLabel} className="max-h-80 divide-y divide-border overflow-y-auto">
              {items.data.items.map((item) => (
                <ItemRow
                  key={item.id}
                  kind={kind}
                  companyId={companyId}
                  item={item}
                  onDelete={() => setDeleting(item)}
                />
              ))}
            </ul>
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        description={deleting ? texts.deleteDescription(deleting) : ''}
        confirmLabel={texts.deleteConfirm}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return true
          try {
            await remove.mutateAsync(deleting.id)
            toast.success(texts.deleted)
            return true
          } catch (failure) {
            toast.error(texts.deleteFailed, { description: errorMessage(failure) })
            return false
          }
        }}
      />
    </>
  )
}
