import { Checkbox } from '@/web/components/ui/checkbox.tsx'
import type { FormFieldControlProps } from '@/web/components/ui/form-field.tsx'
import { Switch } from '@/web/components/ui/switch.tsx'

/** sim_nao is an on/off switch, checkbox a checkbox (spec "Field rendering by field_type"). */
export function ToggleControl({
  control,
  kind,
  checked,
  onChange,
  disabled,
}: {
  control: FormFieldControlProps
  kind: 'switch' | 'checkbox'
  checked: boolean
  onChange: (value: boolean) => void
  disabled?: boolean
}) {
  if (kind === 'switch') {
    return <Switch {...control} checked={checked} onCheckedChange={onChange} disabled={disabled} />
  }
  return (
    <Checkbox
      {...control}
      checked={checked}
      onCheckedChange={(state) => onChange(state === true)}
      disabled={disabled}
    />
  )
}
