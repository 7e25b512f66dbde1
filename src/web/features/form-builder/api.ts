import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { EditableForm, FormSave } from '@/shared/forms/form-editor.ts'
import { api } from '@/web/lib/api.ts'

export const formBuilderKeys = { form: (companyId: string) => ['form-builder', companyId] as const }

export function useEditableForm(companyId: string) {
  return useQuery({
    queryKey: formBuilderKeys.form(companyId),
    queryFn: ({ signal }) => api<EditableForm>('/api/forms', { signal }),
    // The editor keeps its own draft; refetching behind it would only confuse.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useSaveForm(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: FormSave) => api<EditableForm>('/api/forms', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(formBuilderKeys.form(companyId), saved),
  })
}
