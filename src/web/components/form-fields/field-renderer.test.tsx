import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { FieldType, FieldValue } from '@/shared/forms/form-fields.ts'
import { FieldRenderer } from './field-renderer.tsx'

function Harness({ type, onValue }: { type: FieldType; onValue?: (value: FieldValue | undefined) => void }) {
  const [value, setValue] = useState<FieldValue | undefined>(undefined)
  return (
    <FieldRenderer
      field={{ label: 'Campo', type, isMandatory: true, options: null }}
      id="campo"
      value={value}
      onChange={(next) => {
        setValue(next)
        onValue?.(next)
      }}
      error={type === 'texto' ? 'Campo obrigatório.' : undefined}
    />
  )
}

describe('FieldRenderer', () => {
  it('shows the label with the mandatory mark and the inline error', () => {
    render(<Harness type="texto" />)
    const input = screen.getByRole('textbox', { name: /Campo/ })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Campo obrigatório.')
    expect(screen.getByText('*')).toHaveClass('text-destructive')
  })

  it('masks CPF, phone and CEP while typing', async () => {
    const user = userEvent.setup()
    for (const [type, typed, shown] of [
      ['cpf', '52998224725', '529.982.247-25'],
      ['telefone', '11987654321', '(11)98765-4321'],
      ['cep', '01310100', '01310-100'],
    ] as const) {
      const { unmount } = render(<Harness type={type} />)
      await user.type(screen.getByRole('textbox'), typed)
      expect(screen.getByRole('textbox')).toHaveValue(shown)
      unmount()
    }
  })

  it('stores numbers as numbers and an emptied number as nothing', async () => {
    const user = userEvent.setup()
    const values: (FieldValue | undefined)[] = []
    render(<Harness type="numerico" onValue={(value) => values.push(value)} />)
    const input = screen.getByRole('spinbutton')
    await user.type(input, '42')
    expect(values.at(-1)).toBe(42)
    await user.clear(input)
    expect(values.at(-1)).toBeUndefined()
  })

  it('draws "other" and unknown types as a multi-line text', () => {
    render(<Harness type="other" />)
    expect(screen.getByRole('textbox').tagName).toBe('TEXTAREA')
  })

  it('hides the password and shows it on request', async () => {
    const user = userEvent.setup()
    render(<Harness type="senha" />)
    const input = screen.getByLabelText(/Campo/)
    expect(input).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }))
    expect(input).toHaveAttribute('type', 'text')
  })
})
