import { ShieldCheckIcon } from 'lucide-react'
import { SENSITIVE_CONSENT_HINT, SENSITIVE_CONSENT_LABEL } from '@/shared/forms/privacy-notice.ts'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'

/**
 * The separate, optional consent for sensitive data (LGPD art. 11), shown before the sensitive
 * questions of its step (consent.ts): ticked, those questions appear and behave as the company
 * configured them; unticked, they are hidden, not required and nothing about them is sent.
 */
export function SensitiveConsent({
  accepted,
  disabled,
  onChange,
}: {
  accepted: boolean
  disabled?: boolean
  onChange: (consent: { sensitiveDataAccepted: boolean }) => void
}) {
  return (
    <section
      aria-labelledby="dados-sensiveis"
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <h3 id="dados-sensiveis" className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <ShieldCheckIcon className="size-5" aria-hidden="true" />
        Dados sensíveis (opcional)
      </h3>
      <FormField
        id="campo-consent-sensitive"
        label={SENSITIVE_CONSENT_LABEL}
        description={SENSITIVE_CONSENT_HINT}
        orientation="inline"
      >
        <Checkbox
          checked={accepted}
          disabled={disabled}
          onCheckedChange={(state) => onChange({ sensitiveDataAccepted: state === true })}
        />
      </FormField>
    </section>
  )
}
