import { useId } from 'react'
import { formatInteger } from '@/shared/money.ts'
import type { TeamResponse } from '@/shared/team/api.ts'
import { Progress } from '@/web/components/ui/progress.tsx'

type TeamUsage = TeamResponse['usage']

function usersWord(count: number): string {
  return count === 1 ? 'usuário' : 'usuários'
}

/** "2 de 2 usuários (plano Básico)"; "3 usuários (plano Ilimitado: usuários ilimitados)". */
export function teamUsageText(usage: TeamUsage): string {
  if (usage.limit === null) {
    return `${formatInteger(usage.used)} ${usersWord(usage.used)} (plano ${usage.planName}: usuários ilimitados)`
  }
  return `${formatInteger(usage.used)} de ${formatInteger(usage.limit)} ${usersWord(usage.limit)} (plano ${usage.planName})`
}

/**
 * The seats the plan's user limit counts (members plus pending invitations, as the server counts
 * them: GET /api/team usage), shown beside "Adicionar Usuário". A bar only when there is a limit.
 */
export function TeamUsageMeter({ usage }: { usage: TeamUsage | undefined }) {
  const labelId = useId()
  if (!usage) return <span aria-hidden="true" className="h-5 w-44 animate-pulse rounded bg-muted" />
  const full = usage.limit !== null && usage.used >= usage.limit
  return (
    <div className="flex min-w-44 flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium text-foreground">
        {teamUsageText(usage)}
      </p>
      {usage.limit === null ? null : (
        <Progress
          value={usage.used}
          max={usage.limit}
          aria-labelledby={labelId}
          indicatorClassName={full ? 'bg-accent-500' : undefined}
        />
      )}
      <p className="text-xs text-muted-foreground">Convites pendentes contam como usuários.</p>
    </div>
  )
}
