import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '@/shared/submission-status.ts'
import { Badge, type BadgeProps } from '@/web/components/ui/badge.tsx'

const VARIANTS: Record<SubmissionStatus, BadgeProps['variant']> = {
  novo: 'outline',
  pendente: 'warning',
  aprovado: 'success',
  reprovado: 'destructive-outline',
}

/** novo outline, pendente yellow, aprovado green, reprovado red outline (spec, section 4). */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {SUBMISSION_STATUS_LABELS[status]}
    </Badge>
  )
}
