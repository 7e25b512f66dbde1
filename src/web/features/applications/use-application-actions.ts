import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { DecisionStatus } from '@/shared/applications/api.ts'
import { usePlanLockedNotice } from '@/web/components/plan-locked.tsx'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import { toast } from '@/web/lib/toast.ts'
import { applicationKeys, downloadApplicationPdf, useChangeStatus, useDeleteApplication } from './api.ts'
import { APPLICATION_TOASTS } from './messages.ts'

/** Status changes, deletion and PDF export with their toasts; shared by the row menu and the dialog. */
export function useApplicationActions(companyId: string) {
  const changeStatus = useChangeStatus(companyId)
  const remove = useDeleteApplication(companyId)
  const [exporting, setExporting] = useState<string | null>(null)
  const client = useQueryClient()
  // PDF export is sold from Básico up: on Gratuito the action stays visible with a lock and says so.
  const pdfLocked = usePlanIncludes('pdfExport') === false
  const showPlanLocked = usePlanLockedNotice()

  return {
    pendingStatus: changeStatus.isPending ? changeStatus.variables : undefined,
    deleting: remove.isPending ? remove.variables : undefined,
    exporting,
    pdfLocked,
    setStatus(id: string, status: DecisionStatus) {
      changeStatus.mutate(
        { id, status },
        {
          onSuccess: () =>
            toast.success(APPLICATION_TOASTS.statusUpdated, {
              description: APPLICATION_TOASTS.statusUpdatedDescription(status),
            }),
          onError: () =>
            toast.error(APPLICATION_TOASTS.error, { description: APPLICATION_TOASTS.statusFailed }),
        },
      )
    },
    /** Resolves true once deleted (the caller closes its dialogs), false when it failed. */
    async remove(id: string): Promise<boolean> {
      try {
        await remove.mutateAsync(id)
        toast.success(APPLICATION_TOASTS.deleted, { description: APPLICATION_TOASTS.deletedDescription })
        return true
      } catch {
        toast.error(APPLICATION_TOASTS.error, { description: APPLICATION_TOASTS.deleteFailed })
        return false
      }
    },
    async exportPdf(id: string) {
      if (pdfLocked) {
        showPlanLocked('pdfExport')
        return
      }
      setExporting(id)
      try {
        await downloadApplicationPdf(id)
        void client.invalidateQueries({ queryKey: applicationKeys.history(companyId, id) })
      } catch {
        toast.error(APPLICATION_TOASTS.error, { description: APPLICATION_TOASTS.pdfFailed })
      } finally {
        setExporting(null)
      }
    },
  }
}

export type ApplicationActions = ReturnType<typeof useApplicationActions>
