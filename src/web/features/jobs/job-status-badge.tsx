import { JOB_STATUS_LABELS, type JobStatus } from '@/shared/jobs/api.ts'
import { Badge, type BadgeProps } from '@/web/components/ui/badge.tsx'

const VARIANTS: Record<JobStatus, BadgeProps['variant']> = {
  rascunho: 'outline',
  publicada: 'success',
  pausada: 'warning',
  encerrada: 'secondary',
}

/** Rascunho, Publicada, Pausada, Encerrada as coloured badges. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {JOB_STATUS_LABELS[status]}
    </Badge>
  )
}
