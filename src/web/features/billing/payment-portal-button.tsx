import { CreditCardIcon } from 'lucide-react'
import { Button } from '@/web/components/ui/button.tsx'
import { errorMessage } from '@/web/lib/api.ts'
import { toast } from '@/web/lib/toast.ts'
import { useOpenPortal } from './api.ts'

/** "Gerenciar pagamento": opens the Stripe Customer Portal (cards, invoices) in this tab. */
export function PaymentPortalButton() {
  const portal = useOpenPortal()
  return (
    <Button
      variant="outline"
      loading={portal.isPending}
      onClick={async () => {
        try {
          const { url } = await portal.mutateAsync()
          window.location.assign(url)
        } catch (caught) {
          toast.error('Erro', {
            description: errorMessage(
              caught,
              'Não foi possível abrir o portal de pagamento. Tente novamente.',
            ),
          })
        }
      }}
    >
      <CreditCardIcon aria-hidden="true" />
      Gerenciar pagamento
    </Button>
  )
}
