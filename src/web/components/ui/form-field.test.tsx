import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormField } from './form-field.tsx'
import { Input } from './input.tsx'

describe('FormField', () => {
  it('labels its control through a generated id when none is given', () => {
    render(
      <FormField label="Nome Completo">
        <Input />
      </FormField>,
    )
    const input = screen.getByLabelText('Nome Completo')
    expect(input.tagName).toBe('INPUT')
    expect(input.id).not.toBe('')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('keeps the id given on the field or on the control', () => {
    render(
      <>
        <FormField label="Email" id="email">
          <Input />
        </FormField>
        <FormField label="Senha">
          <Input id="password" type="password" />
        </FormField>
      </>,
    )
    expect(screen.getByLabelText('Email')).toHaveAttribute('id', 'email')
    expect(screen.getByLabelText('Senha')).toHaveAttribute('id', 'password')
  })

  it('marks a required field with a red asterisk hidden from screen readers and an sr-only "obrigatório"', () => {
    render(
      <FormField label="Nome da empresa" required>
        <Input />
      </FormField>,
    )
    const asterisk = screen.getByText('*')
    expect(asterisk).toHaveAttribute('aria-hidden', 'true')
    expect(asterisk).toHaveClass('text-destructive')
    expect(screen.getByText('(obrigatório)')).toHaveClass('sr-only')
    const input = screen.getByRole('textbox', { name: 'Nome da empresa (obrigatório)' })
    expect(input).toHaveAttribute('aria-required', 'true')
  })

  it('links the description and the error to the control and marks it invalid', () => {
    render(
      <FormField
        label="Senha"
        description="Use 8 caracteres ou mais."
        error="A senha deve ter pelo menos 8 caracteres"
      >
        <Input type="password" />
      </FormField>,
    )
    const input = screen.getByLabelText('Senha')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription(
      'Use 8 caracteres ou mais. A senha deve ter pelo menos 8 caracteres',
    )
    const error = screen.getByText('A senha deve ter pelo menos 8 caracteres').closest('p')
    expect(error).toHaveClass('text-destructive')
    expect(error?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('hands the control props to a render function for composite controls', () => {
    render(
      <FormField label="Estado" error="Selecione um estado">
        {(control) => (
          <div>
            <button type="button" {...control}>
              Selecione
            </button>
          </div>
        )}
      </FormField>,
    )
    const trigger = screen.getByRole('button', { name: 'Estado' })
    expect(trigger).toHaveAttribute('aria-invalid', 'true')
    expect(trigger).toHaveAccessibleDescription('Selecione um estado')
  })
})
