import { FOLDER_NAME_MAX, type Folder } from '@/shared/organize/api.ts'
import { useCreateFolder, useDeleteFolder, useFolders, useRenameFolder } from './api.ts'
import { applicationCountLabel, ManageDialog, type ManageDialogKind } from './manage-dialog.tsx'

const FOLDERS_DIALOG: ManageDialogKind<Folder, { name: string }> = {
  texts: {
    title: 'Gerenciar pastas',
    description: 'Organize as candidaturas em pastas. Excluir uma pasta não exclui as candidaturas dela.',
    newLabel: 'Nova pasta',
    newPlaceholder: 'Ex.: Motoristas para dezembro',
    createLabel: 'Criar pasta',
    created: (name) => `Pasta "${name}" criada.`,
    empty: 'Nenhuma pasta criada ainda.',
    listLabel: 'Pastas',
    edit: 'Renomear',
    editNameLabel: (name) => `Novo nome da pasta ${name}`,
    saved: 'Pasta renomeada.',
    deleteTitle: 'Excluir pasta?',
    deleteDescription: (folder) =>
      `A pasta "${folder.name}" será excluída. As candidaturas dela (${applicationCountLabel(folder.applicationCount)}) continuam na lista.`,
    deleteConfirm: 'Excluir pasta',
    deleted: 'Pasta excluída.',
    deleteFailed: 'Não foi possível excluir a pasta.',
  },
  nameMax: FOLDER_NAME_MAX,
  useItems: useFolders,
  useCreate: useCreateFolder,
  useUpdate: useRenameFolder,
  useDelete: useDeleteFolder,
  newDraft: { name: '' },
  draftOf: (folder) => ({ name: folder.name }),
  rowLabel: (folder) => <span className="truncate font-medium">{folder.name}</span>,
  rowLabelClassName: 'flex min-w-0 flex-1 flex-col',
  editFormClassName: 'flex flex-col gap-2 sm:flex-row sm:items-end',
  editButtonsClassName: 'flex gap-2',
  autoFocusEdit: true,
}

/** "Gerenciar pastas" (admin and premium): create, rename and delete the company's folders. */
export function ManageFoldersDialog(props: {
  companyId: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return <ManageDialog kind={FOLDERS_DIALOG} {...props} />
}
