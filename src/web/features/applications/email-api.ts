import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  EmailMessageList,
  EmailTemplateList,
  SendEmailInput,
  SendEmailResult,
} from '@/shared/email/api.ts'
import { api } from '@/web/lib/api.ts'
import { applicationKeys } from './api.ts'

export const applicationEmailKeys = {
  messages: (companyId: string, id: string) => ['applications', companyId, 'emails', id] as const,
  templates: (companyId: string) => ['email-templates', companyId] as const,
}

/** The application's e-mails with their delivery state (Na fila, Enviado, Falhou — motivo). */
export function useApplicationEmails(companyId: string, id: string) {
  return useQuery({
    queryKey: applicationEmailKeys.messages(companyId, id),
    queryFn: ({ signal }) => api<EmailMessageList>(`/api/applications/${id}/emails`, { signal }),
    staleTime: 0,
    // While a message waits in the queue, look again: its state changes on its own.
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.state === 'na_fila') ? 3000 : false,
  })
}

export function useEmailTemplates(companyId: string, enabled = true) {
  return useQuery({
    queryKey: applicationEmailKeys.templates(companyId),
    queryFn: ({ signal }) => api<EmailTemplateList>('/api/email/templates', { signal }),
    enabled,
  })
}

export function useSendApplicationEmail(companyId: string, id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: SendEmailInput) =>
      api<SendEmailResult>(`/api/applications/${id}/emails`, { method: 'POST', body: input }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: applicationEmailKeys.messages(companyId, id) })
      void client.invalidateQueries({ queryKey: applicationKeys.history(companyId, id) })
    },
  })
}
