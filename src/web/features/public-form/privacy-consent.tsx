import { ShieldCheckIcon } from 'lucide-react'
import { PRIVACY_ACCEPT_LABEL, SENSITIVE_CONSENT_LABEL } from '@/shared/forms/privacy-notice.ts'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'
import type { StepConsents } from './consent.ts'
import { domIdFor } from './field-ids.ts'

type Consent = { privacyAccepted: boolean; sensitiveDataAccepted: boolean }

/**
 * The LGPD block of a step (see consent.ts for which step asks what): the privacy notice with its
 * required acceptance, and the separate optional consent for sensitive data.
 */
export function PrivacyConsent({
  asks,
  notice,
  privacyAccepted,
  sensitiveDataAccepted,
  error,
  disabled,
  onChange,
}: Consent & {
  asks: StepConsents
  notice: string
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
      {asks.privacy ? (
        <FormField
          id={domIdFor('consent.privacyAccepted')}
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
      ) : null}
      {asks.sensitiveData ? (
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
