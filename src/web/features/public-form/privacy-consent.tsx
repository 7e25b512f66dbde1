import { ShieldCheckIcon } from 'lucide-react'
import { PRIVACY_ACCEPT_LABEL, SENSITIVE_CONSENT_LABEL } from '@/shared/forms/privacy-notice.ts'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'

type Consent = { privacyAccepted: boolean; sensitiveDataAccepted: boolean }

/** The LGPD notice before "Enviar": required acceptance, separate optional consent for sensitive data. */
export function PrivacyConsent({
  notice,
  privacyAccepted,
  sensitiveDataAccepted,
  hasSensitiveFields,
  error,
  disabled,
  onChange,
}: Consent & {
  notice: string
  hasSensitiveFields: boolean
  error?: string
  disabled?: boolean
  onChange: (consent: Partial<Consent>) => void
}) {
  return (
    <section
      aria-labelledby="aviso-privacidade"
      className="flex flex-col gap-4 rounded-lg border border-brand-100 bg-brand-50 p-4"
    >
      <h3 id="aviso-privacidade" className="flex items-center gap-2 text-base font-semibold text-brand-900">
        <ShieldCheckIcon className="size-5" aria-hidden="true" />
        Aviso de privacidade
      </h3>
      <p className="text-sm leading-relaxed text-foreground">{notice}</p>
      <FormField
        id="campo-consent-privacyAccepted"
        label={PRIVACY_ACCEPT_LABEL}
        required
        orientation="inline"
        error={error}
      >
        <Checkbox
          checked={privacyAccepted}
          disabled={disabled}
          onCheckedChange={(state) => onChange({ privacyAccepted: state === true })}
        />
      </FormField>
      {hasSensitiveFields ? (
        <FormField id="campo-consent-sensitive" label={SENSITIVE_CONSENT_LABEL} orientation="inline">
          <Checkbox
            checked={sensitiveDataAccepted}
            disabled={disabled}
            onCheckedChange={(state) => onChange({ sensitiveDataAccepted: state === true })}
          />
        </FormField>
      ) : null}
    </section>
  )
}
