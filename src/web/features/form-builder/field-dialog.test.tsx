import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_FORM_FIELDS } from '@/shared/forms/default-form.ts'
import type { EditorField } from '@/shared/forms/form-editor.ts'
import { MAX_SUB_FIELDS } from '@/shared/forms/form-fields.ts'
import { FieldDialog } from './field-dialog.tsx'

/** The default form's "Experiência Profissional" group as the builder edits it. */
function experienceGroup(): EditorField {
  const found = DEFAULT_FORM_FIELDS.find((field) => field.key === 'experiencia')
  if (!found) throw new Error('no experience group')
  const { stepNumber: _step, orderIndex: _order, ...field } = structuredClone(found)
  return field
}

function renderDialog(field: EditorField) {
  const onSave = vi.fn<(field: EditorField) => void>()
  render(<FieldDialog field={field} isNew={false} sources={[]} onSave={onSave} onClose={() => {}} />)
  const dialog = screen.getByRole('dialog', { name: 'Editar campo' })
  const list = () => within(dialog).getByRole('list', { name: 'Subcampos de Experiência Profissional' })
  const rows = () =>
    within(list())
      .getAllByRole('listitem')
      .map((row) => row.querySelector('p')?.textContent?.replace(/\s*\*.*$/, ''))
  return { dialog, onSave, rows }
}

describe('FieldDialog on a repeatable group', () => {
  // Many keystrokes through user-event: slower than the default 5 s when the machine is busy.
  it('adds, edits, reorders and removes sub-fields and sets the maximum of entries', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup()
    const { dialog, onSave, rows } = renderDialog(experienceGroup())
    expect(rows()).toEqual(['Empresa', 'Cargo', 'Data de Início', 'Data de Saída', 'Descrição'])

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar subcampo' }))
    const added = within(dialog).getByRole('group', { name: 'Novo subcampo' })
    expect(within(added).getByLabelText(/^Rótulo do subcampo/)).toHaveFocus()
    await user.type(within(added).getByLabelText(/^Rótulo do subcampo/), 'Regime de contratação')
    await user.selectOptions(within(added).getByLabelText('Tipo do subcampo'), 'dropdown')
    await user.click(within(added).getByRole('button', { name: 'Salvar subcampo' }))
    expect(within(added).getByText('Informe pelo menos uma opção, uma por linha.')).toBeVisible()
    await user.type(within(added).getByLabelText(/^Opções do subcampo/), 'CLT{Enter} PJ {Enter}CLT')
    await user.click(within(added).getByRole('checkbox', { name: 'Subcampo obrigatório' }))
    await user.click(within(added).getByRole('button', { name: 'Salvar subcampo' }))
    expect(within(dialog).queryByRole('group', { name: 'Novo subcampo' })).toBeNull()
    expect(rows()).toEqual([
      'Empresa',
      'Cargo',
      'Data de Início',
      'Data de Saída',
      'Descrição',
      'Regime de contratação',
    ])
    expect(
      within(dialog).getByRole('button', { name: 'Editar subcampo Regime de contratação' }),
    ).toHaveFocus()

    // Enter in the sub-field editor saves the sub-field, not the whole dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Editar subcampo Cargo' }))
    const edited = within(dialog).getByRole('group', { name: 'Editar subcampo Cargo' })
    await user.clear(within(edited).getByLabelText(/^Rótulo do subcampo/))
    await user.type(within(edited).getByLabelText(/^Rótulo do subcampo/), 'Função')
    await user.type(within(edited).getByLabelText('Texto de exemplo'), 'Ex.: Auxiliar de Logística{Enter}')
    expect(onSave).not.toHaveBeenCalled()
    expect(rows()[1]).toBe('Função')

    await user.click(within(dialog).getByRole('button', { name: 'Mover subcampo Função para cima' }))
    await user.click(within(dialog).getByRole('button', { name: 'Remover subcampo Descrição' }))
    expect(rows()).toEqual(['Função', 'Empresa', 'Data de Início', 'Data de Saída', 'Regime de contratação'])

    const maxEntries = within(dialog).getByLabelText(/^Número máximo de itens/)
    await user.clear(maxEntries)
    await user.type(maxEntries, '3')
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }))

    expect(onSave).toHaveBeenCalledTimes(1)
    const saved = onSave.mock.calls[0]?.[0]
    expect(saved?.subFields).toEqual([
      {
        key: 'cargo',
        label: 'Função',
        type: 'texto',
        isMandatory: true,
        placeholder: 'Ex.: Auxiliar de Logística',
      },
      { key: 'empresa', label: 'Empresa', type: 'texto', isMandatory: true },
      { key: 'data_inicio', label: 'Data de Início', type: 'data', isMandatory: true },
      { key: 'data_fim', label: 'Data de Saída', type: 'data', isMandatory: false },
      {
        key: 'regime_de_contratacao',
        label: 'Regime de contratação',
        type: 'dropdown',
        isMandatory: true,
        options: ['CLT', 'PJ'],
      },
    ])
    expect(saved?.settings).toEqual({
      entryLabel: 'Experiência',
      addLabel: 'Adicionar experiência',
      maxEntries: 3,
      dateOrder: { start: 'data_inicio', end: 'data_fim' },
    })
  })

  it('drops the date order when one of its dates is removed', async () => {
    const user = userEvent.setup()
    const { dialog, onSave } = renderDialog(experienceGroup())
    await user.click(within(dialog).getByRole('button', { name: 'Remover subcampo Data de Saída' }))
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }))
    expect(onSave.mock.calls[0]?.[0].settings.dateOrder).toBeUndefined()
  })

  it('refuses a group without sub-fields, a bad maximum and an open sub-field, and says why', async () => {
    const user = userEvent.setup()
    const { dialog, onSave } = renderDialog({ ...experienceGroup(), subFields: [] })
    expect(within(dialog).getByText('Nenhum subcampo. Adicione pelo menos um.')).toBeVisible()
    const maxEntries = within(dialog).getByLabelText(/^Número máximo de itens/)
    await user.clear(maxEntries)
    await user.type(maxEntries, '51')
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Adicione pelo menos um subcampo.')
    expect(maxEntries).toHaveAccessibleDescription(/Informe um número inteiro de 1 a 50\./)

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar subcampo' }))
    const added = within(dialog).getByRole('group', { name: 'Novo subcampo' })
    await user.click(within(added).getByRole('button', { name: 'Salvar subcampo' }))
    expect(within(added).getByLabelText(/^Rótulo do subcampo/)).toHaveAccessibleDescription(
      /Informe o rótulo do subcampo\./,
    )
    await user.clear(maxEntries)
    await user.type(maxEntries, '2')
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Salve ou cancele o subcampo em edição antes de aplicar.',
    )
    expect(onSave).not.toHaveBeenCalled()

    // Escape closes only the sub-field editor; the dialog stays with what was typed.
    await user.keyboard('{Escape}')
    expect(within(dialog).queryByRole('group', { name: 'Novo subcampo' })).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Editar campo' })).toBeVisible()
    expect(maxEntries).toHaveValue(2)
  })

  it(`stops offering new sub-fields at ${MAX_SUB_FIELDS}`, () => {
    const group = experienceGroup()
    group.subFields = Array.from({ length: MAX_SUB_FIELDS }, (_, index) => ({
      key: `campo_${index}`,
      label: `Campo ${index}`,
      type: 'texto',
      isMandatory: false,
    }))
    const { dialog } = renderDialog(group)
    expect(within(dialog).getByRole('button', { name: 'Adicionar subcampo' })).toBeDisabled()
    expect(
      within(dialog).getByText(`Limite de ${MAX_SUB_FIELDS} subcampos por grupo atingido.`),
    ).toBeVisible()
  })
})

describe('FieldDialog on a new field', () => {
  it('offers the file type "Arquivo" (the candidate CV, issue 15)', async () => {
    const user = userEvent.setup()
    const onSave = vi.fn<(field: EditorField) => void>()
    const blank: EditorField = {
      key: 'novo_campo',
      label: '',
      type: 'texto',
      isMandatory: false,
      options: null,
      helpText: null,
      condition: null,
      subFields: null,
      settings: {},
      isSensitive: false,
    }
    render(<FieldDialog field={blank} isNew sources={[]} onSave={onSave} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Adicionar campo' })
    await user.type(within(dialog).getByLabelText(/^Rótulo/), 'Currículo')
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Arquivo')
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }))
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ type: 'arquivo', label: 'Currículo' }))
  })
})
