import { Button } from '@/web/components/ui/button.tsx'
import { Spinner } from '@/web/components/ui/spinner.tsx'

/** "Voltar" and "Próximo" / "Enviar" ("Enviando..." while sending). "Próximo" submits the form element. */
export function StepActions({
  canGoBack,
  isLast,
  submitting,
  onBack,
}: {
  canGoBack: boolean
  isLast: boolean
  submitting: boolean
  onBack: () => void
}) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-border pt-6 sm:flex-row sm:justify-between">
      <Button variant="outline" size="lg" disabled={!canGoBack || submitting} onClick={onBack}>
        Voltar
      </Button>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner aria-hidden="true" />
            Enviando...
          </>
        ) : isLast ? (
          'Enviar'
        ) : (
          'Próximo'
        )}
      </Button>
    </div>
  )
}
