import { FolderIcon, FolderPlusIcon, PlusIcon, TagIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import type { ApplicationDetail } from '@/shared/applications/api.ts'
import { TAG_COLORS, TAG_NAME_MAX, type TagRef } from '@/shared/organize/api.ts'
import { can } from '@/shared/permissions.ts'
import { PlanLocked } from '@/web/components/plan-locked.tsx'
import { TagChip } from '@/web/components/tag-chip.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu.tsx'
import { Input } from '@/web/components/ui/input.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import type { SessionUser } from '@/web/lib/session.tsx'
import { toast } from '@/web/lib/toast.ts'
import { useCreateTag, useFolderMembership, useFolders, useTagMembership, useTags } from './api.ts'

const FAILED = 'Não foi possível salvar.'

/** The folders row: chips with "Remover", and "Adicionar à pasta". */
function FoldersRow({ companyId, detail }: { companyId: string; detail: ApplicationDetail }) {
  const folders = useFolders(companyId)
  const membership = useFolderMembership(companyId)
  const available = (folders.data?.items ?? []).filter(
    (folder) => !detail.folders.some((own) => own.id === folder.id),
  )

  function change(folderId: string, action: 'add' | 'remove', name: string) {
    membership.mutate(
      { applicationId: detail.id, folderId, action },
      {
        onSuccess: () =>
          toast.success(action === 'add' ? `Adicionada à pasta "${name}".` : `Removida da pasta "${name}".`),
        onError: (error) => toast.error(FAILED, { description: errorMessage(error) }),
      },
    )
  }

  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
        <FolderIcon aria-hidden="true" className="size-4" />
        Pastas:
      </span>
      {detail.folders.length === 0 ? <span className="text-sm text-muted-foreground">nenhuma</span> : null}
      {detail.folders.map((folder) => (
        <span
          key={folder.id}
          className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 pr-0.5 pl-2 text-xs font-medium text-brand-900"
        >
          {folder.name}
          <button
            type="button"
            aria-label={`Remover da pasta ${folder.name}`}
            className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => change(folder.id, 'remove', folder.name)}
          >
            <XIcon aria-hidden="true" className="size-3" />
          </button>
        </span>
      ))}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="ghost" className="h-7 px-2">
            <FolderPlusIcon aria-hidden="true" />
            Adicionar à pasta
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {available.length === 0 ? (
            <DropdownMenuLabel>
              {folders.data?.items.length ? 'Já está em todas as pastas.' : 'Nenhuma pasta criada.'}
            </DropdownMenuLabel>
          ) : null}
          {available.map((folder) => (
            <DropdownMenuItem key={folder.id} onSelect={() => change(folder.id, 'add', folder.name)}>
              {folder.name}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}

/** "Etiqueta": pick a tag by typing, or create it inline ("Criar etiqueta 'inglês fluente'"). */
function TagPicker({
  companyId,
  detail,
  canCreate,
}: {
  companyId: string
  detail: ApplicationDetail
  canCreate: boolean
}) {
  const tags = useTags(companyId)
  const create = useCreateTag(companyId)
  const membership = useTagMembership(companyId)
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const typed = text.replace(/\s+/g, ' ').trim()
  const all = tags.data?.items ?? []
  const matches = all.filter(
    (tag) =>
      !detail.tags.some((own) => own.id === tag.id) && tag.name.toLowerCase().includes(typed.toLowerCase()),
  )
  const exact = all.some((tag) => tag.name.toLowerCase() === typed.toLowerCase())

  function add(tag: TagRef) {
    membership.mutate(
      { applicationId: detail.id, tagId: tag.id, action: 'add' },
      {
        onSuccess: () => {
          toast.success(`Etiqueta "${tag.name}" adicionada.`)
          setOpen(false)
          setText('')
        },
        onError: (error) => toast.error(FAILED, { description: errorMessage(error) }),
      },
    )
  }

  async function createAndAdd() {
    try {
      // New tags take the palette's colours in turn (changed later in "Gerenciar etiquetas").
      const color = TAG_COLORS[(all.length % (TAG_COLORS.length - 1)) + 1] ?? 'azul'
      const tag = await create.mutateAsync({ name: typed, color })
      add(tag)
    } catch (error) {
      toast.error('Não foi possível criar a etiqueta.', { description: errorMessage(error) })
    }
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button size="sm" variant="ghost" className="h-7 px-2">
          <PlusIcon aria-hidden="true" />
          Etiqueta
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="flex w-64 flex-col gap-2 p-2">
        <Input
          aria-label={canCreate ? 'Buscar ou criar etiqueta' : 'Buscar etiqueta'}
          placeholder={canCreate ? 'Buscar ou criar etiqueta' : 'Buscar etiqueta'}
          value={text}
          maxLength={TAG_NAME_MAX}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            const first = matches[0]
            if (first) add(first)
            else if (canCreate && typed && !exact) void createAndAdd()
          }}
        />
        <ul aria-label="Etiquetas" className="flex max-h-56 flex-col overflow-y-auto">
          {matches.map((tag) => (
            <li key={tag.id}>
              <button
                type="button"
                className="flex w-full items-center rounded-sm px-2 py-1.5 text-left hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => add(tag)}
              >
                <TagChip tag={tag} />
              </button>
            </li>
          ))}
          {canCreate && typed && !exact ? (
            <li>
              <button
                type="button"
                disabled={create.isPending}
                className="flex w-full items-center gap-1 rounded-sm px-2 py-1.5 text-left text-sm font-medium text-primary hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => void createAndAdd()}
              >
                <PlusIcon aria-hidden="true" className="size-4 shrink-0" />
                <span className="truncate">Criar etiqueta "{typed}"</span>
              </button>
            </li>
          ) : null}
          {matches.length === 0 && !(canCreate && typed && !exact) ? (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">
              {all.length === 0 && !canCreate
                ? 'Nenhuma etiqueta criada. Peça a um administrador para criar.'
                : 'Nenhuma etiqueta encontrada.'}
            </li>
          ) : null}
        </ul>
      </PopoverContent>
    </Popover>
  )
}

function TagsRow({
  companyId,
  detail,
  user,
}: {
  companyId: string
  detail: ApplicationDetail
  user: SessionUser
}) {
  const membership = useTagMembership(companyId)
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
        <TagIcon aria-hidden="true" className="size-4" />
        Etiquetas:
      </span>
      {detail.tags.length === 0 ? <span className="text-sm text-muted-foreground">nenhuma</span> : null}
      {detail.tags.map((tag) => (
        <TagChip key={tag.id} tag={tag} className="pr-0.5">
          <button
            type="button"
            aria-label={`Remover etiqueta ${tag.name}`}
            className="rounded-full p-0.5 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() =>
              membership.mutate(
                { applicationId: detail.id, tagId: tag.id, action: 'remove' },
                {
                  onSuccess: () => toast.success(`Etiqueta "${tag.name}" removida.`),
                  onError: (error) => toast.error(FAILED, { description: errorMessage(error) }),
                },
              )
            }
          >
            <XIcon aria-hidden="true" className="size-3" />
          </button>
        </TagChip>
      ))}
      <TagPicker companyId={companyId} detail={detail} canCreate={can(user.role, 'tags:manage')} />
    </div>
  )
}

/**
 * The application's folders and tags in "Detalhes da Candidatura" (issue 16): add and remove;
 * tags created inline by admin and premium. On gratuito the tags show their locked state.
 */
export function OrganizeSection({ detail, user }: { detail: ApplicationDetail; user: SessionUser }) {
  const companyId = user.company.id
  const tagsIncluded = usePlanIncludes('tags')
  if (!can(user.role, 'applications:organize')) return null
  return (
    <section
      aria-label="Pastas e etiquetas"
      className="flex flex-col gap-2 rounded-lg border border-border p-3"
    >
      <FoldersRow companyId={companyId} detail={detail} />
      {tagsIncluded === false ? (
        <PlanLocked feature="tags" className="p-3" />
      ) : (
        <TagsRow companyId={companyId} detail={detail} user={user} />
      )}
    </section>
  )
}
