import { CircleAlertIcon } from 'lucide-react'
import { Alert, AlertDescription } from '@/web/components/ui/alert.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'
import type { useBilling } from './api.ts'

/** What /pagamentos and /cancelamento show while the subscription loads or when it fails to. */
export function BillingQueryState({ billing }: { billing: ReturnType<typeof useBilling> }) {
  if (billing.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    )
  }
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden="true" />
      <AlertDescription>Não foi possível carregar a assinatura. Tente novamente.</AlertDescription>
    </Alert>
  )
}
