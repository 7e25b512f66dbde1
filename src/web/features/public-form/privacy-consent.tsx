import { ShieldCheckIcon } from 'lucide-react'
import { PRIVACY_ACCEPT_LABEL } from '@/shared/forms/privacy-notice.ts'
import { domIdFor } from '@/web/components/form-fields/field-ids.ts'
import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import { FormField } from '@/web/components/ui/form-field.tsx'

/**
 * The privacy notice with its required acceptance (LGPD), on the last step (consent.ts). The
 * sensitive-data consent has its own block, sensitive-consent.tsx, before the sensitive questions.
 */
export function PrivacyConsent({
  notice,
  privacyAccepted,
  error,
  disabled,
  onChange,
}: {
  notice: string
  privacyAccepted: boolean
  error?: string
  disabled?: boolean
  onChange: (consent: { privacyAccepted: boolean }) => void
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
    </section>
  )
}
