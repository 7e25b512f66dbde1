import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  EmailAutomationSettings,
  EmailAutomationUpdate,
  EmailTemplate,
  EmailTemplateList,
  EmailTemplateUpdate,
} from '@/shared/email/api.ts'
import type { EmailTemplateKey } from '@/shared/email/templates.ts'
import { api } from '@/web/lib/api.ts'

export const emailSettingsKeys = {
  templates: (companyId: string) => ['email-templates', companyId] as const,
  automations: (companyId: string) => ['settings', companyId, 'email-automations'] as const,
}

export function useEmailTemplateList(companyId: string) {
  return useQuery({
    queryKey: emailSettingsKeys.templates(companyId),
    queryFn: ({ signal }) => api<EmailTemplateList>('/api/email/templates', { signal }),
  })
}

function useTemplateMutation(companyId: string, run: (input: EmailTemplateUpdate) => Promise<EmailTemplate>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (saved) =>
      client.setQueryData<EmailTemplateList>(emailSettingsKeys.templates(companyId), (list) =>
        list ? { ...list, items: list.items.map((item) => (item.key === saved.key ? saved : item)) } : list,
      ),
  })
}

export function useSaveEmailTemplate(companyId: string) {
  return useTemplateMutation(companyId, (input) =>
    api<EmailTemplate>('/api/email/templates', { method: 'PUT', body: input }),
  )
}

export function useResetEmailTemplate(companyId: string) {
  const mutation = useTemplateMutation(companyId, (input) =>
    api<EmailTemplate>('/api/email/templates/reset', { method: 'POST', body: { key: input.key } }),
  )
  return {
    ...mutation,
    reset: (key: EmailTemplateKey) => mutation.mutateAsync({ key, subject: '', body: '' }),
  }
}

export function useEmailAutomations(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: emailSettingsKeys.automations(companyId),
    queryFn: ({ signal }) => api<EmailAutomationSettings>('/api/email/automations', { signal }),
    enabled,
  })
}

export function useSaveEmailAutomations(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: EmailAutomationUpdate) =>
      api<EmailAutomationSettings>('/api/email/automations', { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(emailSettingsKeys.automations(companyId), saved),
  })
}
