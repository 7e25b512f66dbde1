import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Folder, FolderList, OrganizeResult, Tag, TagColor, TagList } from '@/shared/organize/api.ts'
import { api } from '@/web/lib/api.ts'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import { applicationKeys } from '../api.ts'

/** Folders ("Pastas") and tags ("Etiquetas") of issue 16: queries and mutations. */
export const organizeKeys = {
  folders: (companyId: string) => ['folders', companyId] as const,
  tags: (companyId: string) => ['tags', companyId] as const,
}

/** The company's folders with their counts (every plan). */
export function useFolders(companyId: string) {
  return useQuery({
    queryKey: organizeKeys.folders(companyId),
    queryFn: ({ signal }) => api<FolderList>('/api/folders', { signal }),
    staleTime: 10_000,
  })
}

/** The company's tags with their counts; not asked on a plan without tags (the server would say 403). */
export function useTags(companyId: string) {
  const included = usePlanIncludes('tags') === true
  return useQuery({
    queryKey: organizeKeys.tags(companyId),
    queryFn: ({ signal }) => api<TagList>('/api/tags', { signal }),
    staleTime: 10_000,
    enabled: included,
  })
}

/** After any change: the folders' and tags' counts, the lists (chips, filters) and the open detail. */
function useRefresh(companyId: string) {
  const client = useQueryClient()
  return (applicationId?: string) => {
    void client.invalidateQueries({ queryKey: organizeKeys.folders(companyId) })
    void client.invalidateQueries({ queryKey: organizeKeys.tags(companyId) })
    void client.invalidateQueries({ queryKey: applicationKeys.lists(companyId) })
    // The job boards' cards show tags too (the jobs feature's board key: ['jobs', companyId, 'board', id]).
    void client.invalidateQueries({ queryKey: ['jobs', companyId, 'board'] })
    if (applicationId) {
      void client.invalidateQueries({ queryKey: applicationKeys.detail(companyId, applicationId) })
      void client.invalidateQueries({ queryKey: applicationKeys.history(companyId, applicationId) })
    }
  }
}

export function useCreateFolder(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (input: { name: string }) =>
      api<Folder>('/api/folders', { method: 'POST', body: { name: input.name } }),
    onSuccess: () => refresh(),
  })
}

export function useRenameFolder(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (input: { id: string; name: string }) =>
      api<Folder>(`/api/folders/${input.id}`, { method: 'PATCH', body: { name: input.name } }),
    onSuccess: () => refresh(),
  })
}

export function useDeleteFolder(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/folders/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  })
}

/** Adds to, moves to ("Mover para pasta": the only folder) or removes from a folder. */
export function useFolderMembership(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (input: { applicationId: string; folderId: string; action: 'add' | 'move' | 'remove' }) =>
      input.action === 'move'
        ? api<OrganizeResult>(`/api/applications/${input.applicationId}/folder`, {
            method: 'PUT',
            body: { folderId: input.folderId },
          })
        : api<OrganizeResult>(`/api/folders/${input.folderId}/applications/${input.applicationId}`, {
            method: input.action === 'add' ? 'PUT' : 'DELETE',
          }),
    onSuccess: (_result, input) => refresh(input.applicationId),
  })
}

export function useCreateTag(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (input: { name: string; color: TagColor }) =>
      api<Tag>('/api/tags', { method: 'POST', body: input }),
    onSuccess: () => refresh(),
  })
}

export function useUpdateTag(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (input: { id: string; name?: string; color?: TagColor }) =>
      api<Tag>(`/api/tags/${input.id}`, {
        method: 'PATCH',
        body: { name: input.name, color: input.color },
      }),
    onSuccess: () => refresh(),
  })
}

export function useDeleteTag(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (id: string) => api<null>(`/api/tags/${id}`, { method: 'DELETE' }),
    onSuccess: () => refresh(),
  })
}

export function useTagMembership(companyId: string) {
  const refresh = useRefresh(companyId)
  return useMutation({
    mutationFn: (input: { applicationId: string; tagId: string; action: 'add' | 'remove' }) =>
      api<OrganizeResult>(`/api/tags/${input.tagId}/applications/${input.applicationId}`, {
        method: input.action === 'add' ? 'PUT' : 'DELETE',
      }),
    onSuccess: (_result, input) => refresh(input.applicationId),
  })
}
