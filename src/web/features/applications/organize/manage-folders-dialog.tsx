import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { FOLDER_NAME_MAX, type Folder } from '@/shared/organize/api.ts'
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
import { useCreateFolder, useDeleteFolder, useFolders, useRenameFolder } from './api.ts'

const count = new Intl.NumberFormat('pt-BR')

export function applicationCountLabel(total: number): string {
  return total === 1 ? '1 candidatura' : `${count.format(total)} candidaturas`
}

function FolderRow({
  companyId,
  folder,
  onDelete,
}: {
  companyId: string
  folder: Folder
  onDelete: () => void
}) {
  const rename = useRenameFolder(companyId)
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(folder.name)
  const [error, setError] = useState<string | null>(null)

  async function save(event: FormEvent) {
    event.preventDefault()
    try {
      await rename.mutateAsync({ id: folder.id, name })
      toast.success('Pasta renomeada.')
      setEditing(false)
      setError(null)
    } catch (failure) {
      setError(errorMessage(failure))
    }
  }

  if (editing)
    return (
      <li className="py-2">
        <form onSubmit={(event) => void save(event)} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField label={`Novo nome da pasta ${folder.name}`} error={error} className="flex-1">
            <Input
              value={name}
              maxLength={FOLDER_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              autoFocus
            />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={rename.isPending}>
              Salvar
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => {
                setEditing(false)
                setName(folder.name)
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
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{folder.name}</span>
        <span className="text-xs text-muted-foreground">
          {applicationCountLabel(folder.applicationCount)}
        </span>
      </div>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Renomear ${folder.name}`}
        onClick={() => setEditing(true)}
      >
        <PencilIcon aria-hidden="true" />
        <span className="hidden sm:inline">Renomear</span>
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Excluir ${folder.name}`} onClick={onDelete}>
        <Trash2Icon aria-hidden="true" />
        <span className="hidden sm:inline">Excluir</span>
      </Button>
    </li>
  )
}

/** "Gerenciar pastas" (admin and premium): create, rename and delete the company's folders. */
export function ManageFoldersDialog({
  companyId,
  open,
  onOpenChange,
}: {
  companyId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const folders = useFolders(companyId)
  const create = useCreateFolder(companyId)
  const remove = useDeleteFolder(companyId)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Folder | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    try {
      const folder = await create.mutateAsync(name)
      toast.success(`Pasta "${folder.name}" criada.`)
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
            <DialogTitle>Gerenciar pastas</DialogTitle>
            <DialogDescription>
              Organize as candidaturas em pastas. Excluir uma pasta não exclui as candidaturas dela.
            </DialogDescription>
          </DialogHeader>
          <form
            onSubmit={(event) => void submit(event)}
            className="flex flex-col gap-2 sm:flex-row sm:items-start"
          >
            <FormField label="Nova pasta" error={error} className="flex-1">
              <Input
                value={name}
                maxLength={FOLDER_NAME_MAX}
                placeholder="Ex.: Motoristas para dezembro"
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
            <Button type="submit" className="sm:mt-6" loading={create.isPending}>
              {create.isPending ? null : <PlusIcon aria-hidden="true" />}
              Criar pasta
            </Button>
          </form>
          {folders.isPending ? <Spinner className="mx-auto" /> : null}
          {folders.data && folders.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma pasta criada ainda.</p>
          ) : null}
          {folders.data && folders.data.items.length > 0 ? (
            <ul aria-label="Pastas" className="max-h-80 divide-y divide-border overflow-y-auto">
              {folders.data.items.map((folder) => (
                <FolderRow
                  key={folder.id}
                  companyId={companyId}
                  folder={folder}
                  onDelete={() => setDeleting(folder)}
                />
              ))}
            </ul>
          ) : null}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Excluir pasta?"
        description={
          deleting
            ? `A pasta "${deleting.name}" será excluída. As candidaturas dela (${applicationCountLabel(deleting.applicationCount)}) continuam na lista.`
            : ''
        }
        confirmLabel="Excluir pasta"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return true
          try {
            await remove.mutateAsync(deleting.id)
            toast.success('Pasta excluída.')
            return true
          } catch (failure) {
            toast.error('Não foi possível excluir a pasta.', { description: errorMessage(failure) })
            return false
          }
        }}
      />
    </>
  )
}
