import type { FormFieldControlProps } from '@/web/components/ui/form-field.tsx'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select.tsx'

export function SelectControl({
  control,
  options,
  value,
  onChange,
  disabled,
}: {
  control: FormFieldControlProps
  options: readonly string[]
  value: string
  onChange: (value: string) => void
  disabled?: boolean
}) {
  return (
    // An empty value shows the placeholder; Radix needs undefined rather than ''.
    <Select value={value === '' ? undefined : value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...control}>
        <SelectValue placeholder="Selecione uma opção" />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
