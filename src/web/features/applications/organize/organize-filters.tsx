import { FolderCogIcon, TagsIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/web/components/ui/button.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import { useFolders, useTags } from './api.ts'
import { ManageFoldersDialog } from './manage-folders-dialog.tsx'
import { ManageTagsDialog } from './manage-tags-dialog.tsx'

const ALL = 'todas'
const count = new Intl.NumberFormat('pt-BR')

/**
 * The "Pasta" and "Etiqueta" filters of /curriculos (issue 16), each option with its number of
 * applications, and "Gerenciar pastas" for admin and premium. The tag filter shows only on plans
 * with tags and once the company has some.
 */
export function OrganizeFilters({
  companyId,
  folder,
  tag,
  onFolder,
  onTag,
  canManageFolders,
  canManageTags,
}: {
  companyId: string
  folder: string
  tag: string
  onFolder: (folder: string) => void
  onTag: (tag: string) => void
  canManageFolders: boolean
  canManageTags: boolean
}) {
  const folders = useFolders(companyId)
  const tags = useTags(companyId)
  const [managing, setManaging] = useState(false)
  const [managingTags, setManagingTags] = useState(false)
  const tagsIncluded = usePlanIncludes('tags') === true
  const folderItems = folders.data?.items ?? []
  const tagItems = tags.data?.items ?? []
  const showFolders = folderItems.length > 0 || folder !== ''
  return (
    <>
      {showFolders ? (
        <Select value={folder || ALL} onValueChange={(value) => onFolder(value === ALL ? '' : value)}>
          <SelectTrigger aria-label="Filtrar por pasta" className="sm:w-56">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas as pastas</SelectItem>
            {folderItems.map((item) => (
              <SelectItem key={item.id} value={item.id}>
                {item.name} ({count.format(item.applicationCount)})
              </SelectItem>
            ))}
            {folder && !folderItems.some((item) => item.id === folder) ? (
              <SelectItem value={folder}>Pasta selecionada</SelectItem>
            ) : null}
          </SelectContent>
        </Select>
      ) : null}
      {tagItems.length > 0 || tag !== '' ? (
        <Select value={tag || ALL} onValueChange={(value) => onTag(value === ALL ? '' : value)}>
          <SelectTrigger aria-label="Filtrar por etiqueta" className="sm:w-52">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Todas as etiquetas</SelectItem>
            {tagItems.map((item) => (
              <SelectItem key={item.id} value={item.id}>
                {item.name} ({count.format(item.applicationCount)})
              </SelectItem>
            ))}
            {tag && !tagItems.some((item) => item.id === tag) ? (
              <SelectItem value={tag}>Etiqueta selecionada</SelectItem>
            ) : null}
          </SelectContent>
        </Select>
      ) : null}
      {canManageFolders ? (
        <>
          <Button variant="outline" onClick={() => setManaging(true)} className="shrink-0">
            <FolderCogIcon aria-hidden="true" />
            Gerenciar pastas
          </Button>
          <ManageFoldersDialog companyId={companyId} open={managing} onOpenChange={setManaging} />
        </>
      ) : null}
      {canManageTags && tagsIncluded ? (
        <>
          <Button variant="outline" onClick={() => setManagingTags(true)} className="shrink-0">
            <TagsIcon aria-hidden="true" />
            Gerenciar etiquetas
          </Button>
          <ManageTagsDialog companyId={companyId} open={managingTags} onOpenChange={setManagingTags} />
        </>
      ) : null}
    </>
  )
}
