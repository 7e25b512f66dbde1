import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { StageTemplate } from '@/shared/jobs/api.ts'
import type { CompanySettings, PublicLink } from '@/shared/settings/company-settings.ts'
import { api } from '@/web/lib/api.ts'

export const settingsKeys = {
  company: (companyId: string) => ['settings', companyId, 'company'] as const,
  publicLink: (companyId: string) => ['settings', companyId, 'public-link'] as const,
  stageTemplate: (companyId: string) => ['settings', companyId, 'stage-template'] as const,
}

export function useCompanySettings(companyId: string) {
  return useQuery({
    queryKey: settingsKeys.company(companyId),
    queryFn: ({ signal }) => api<CompanySettings>('/api/settings/company', { signal }),
  })
}

export function useSaveCompanySettings(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: CompanySettings) =>
      api<CompanySettings>('/api/settings/company', { method: 'PUT', body: values }),
    onSuccess: (saved) => client.setQueryData(settingsKeys.company(companyId), saved),
  })
}

export function usePublicLink(companyId: string) {
  return useQuery({
    queryKey: settingsKeys.publicLink(companyId),
    queryFn: ({ signal }) => api<PublicLink>('/api/settings/public-link', { signal }),
  })
}

export function useSavePublicSlug(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (slug: string) =>
      api<PublicLink>('/api/settings/public-link', { method: 'PUT', body: { slug } }),
    onSuccess: (saved) => client.setQueryData(settingsKeys.publicLink(companyId), saved),
  })
}

/** Configurações → Processo seletivo: the stage template new jobs start from. */
export function useStageTemplate(companyId: string) {
  return useQuery({
    queryKey: settingsKeys.stageTemplate(companyId),
    queryFn: ({ signal }) => api<StageTemplate>('/api/settings/stages', { signal }),
  })
}

export function useSaveStageTemplate(companyId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (template: StageTemplate) =>
      api<StageTemplate>('/api/settings/stages', { method: 'PUT', body: template }),
    onSuccess: (saved) => client.setQueryData(settingsKeys.stageTemplate(companyId), saved),
  })
}
