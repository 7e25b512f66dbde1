import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { PlanLocked } from '@/web/components/plan-locked.tsx'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Button } from '@/web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import { api, errorMessage } from '@/web/lib/api.ts'
import { usePlanIncludes } from '@/web/lib/plan.ts'
import { toast } from '@/web/lib/toast.ts'

/**
 * After "Encerrar" (issue 17): offers to send "Retorno sobre o processo" to every candidate still
 * open (Novo or Pendente) in the closed job, so nobody is left without an answer.
 */
export function ClosingFeedbackDialog({
  companyId,
  job,
  onClose,
}: {
  companyId: string
  job: { id: string; title: string } | null
  onClose: () => void
}) {
  const included = usePlanIncludes('emailTemplates')
  const open = useQuery({
    queryKey: ['jobs', companyId, 'closing-feedback', job?.id ?? ''],
    queryFn: ({ signal }) => api<{ open: number }>(`/api/jobs/${job?.id}/closing-feedback`, { signal }),
    enabled: job !== null,
    staleTime: 0,
  })
  const send = useMutation({
    mutationFn: (id: string) =>
      api<{ queued: number; skipped: number }>(`/api/jobs/${id}/closing-feedback`, { method: 'POST' }),
  })
  const count = open.data?.open
  // Nothing to offer: every candidate already had a decision.
  useEffect(() => {
    if (job && count === 0) onClose()
  }, [job, count, onClose])

  async function submit() {
    if (!job) return
    try {
      const result = await send.mutateAsync(job.id)
      toast.success('Retorno enviado', {
        description:
          result.queued === 1
            ? '1 candidato vai receber "Retorno sobre o processo".'
            : `${result.queued} candidatos vão receber "Retorno sobre o processo".`,
      })
      onClose()
    } catch (failure) {
      toast.error('Erro', { description: errorMessage(failure) })
    }
  }

  return (
    <Dialog
      open={job !== null && count !== undefined && count > 0}
      onOpenChange={(next) => (next ? undefined : onClose())}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Dar retorno aos candidatos?</DialogTitle>
          <DialogDescription>
            {count === 1
              ? `1 candidato da vaga "${job?.title}" ainda está em aberto.`
              : `${count ?? 0} candidatos da vaga "${job?.title}" ainda estão em aberto.`}{' '}
            Envie o modelo "Retorno sobre o processo" para que ninguém fique sem resposta.
          </DialogDescription>
        </DialogHeader>
        {open.isPending ? <Spinner /> : null}
        {open.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(open.error)}</AlertDescription>
          </Alert>
        ) : null}
        {included === false ? <PlanLocked feature="emailTemplates" /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Agora não
          </Button>
          {included ? (
            <Button loading={send.isPending} onClick={() => void submit()}>
              Enviar retorno
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
