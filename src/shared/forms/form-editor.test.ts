import { describe, expect, it } from 'vitest'
import { DEFAULT_FORM_FIELDS } from './default-form.ts'
import { type FormDraft, formDraftProblems } from './form-editor.ts'

function defaultDraft(): FormDraft {
  const steps = [...new Set(DEFAULT_FORM_FIELDS.map((field) => field.stepNumber))].sort((a, b) => a - b)
  return {
    title: 'Formulário',
    steps: steps.map((number) => ({
      title: `Etapa ${number}`,
      fields: DEFAULT_FORM_FIELDS.filter((field) => field.stepNumber === number).map(
        ({ stepNumber: _s, orderIndex: _o, ...field }) => ({ ...field }),
      ),
    })),
  }
}

describe('formDraftProblems', () => {
  it('finds nothing wrong with the default form', () => {
    expect(formDraftProblems(defaultDraft())).toEqual([])
  })

  it('reports every fixed field that is missing or optional', () => {
    const draft = defaultDraft()
    const first = draft.steps[0]
    if (!first) throw new Error('no step 1')
    first.fields = first.fields.filter((field) => field.key !== 'cpf')
    const name = first.fields.find((field) => field.key === 'nome_completo')
    if (name) name.isMandatory = false
    expect(formDraftProblems(draft)).toEqual([
      'O campo "CPF" da etapa 1 é obrigatório e não pode ser removido.',
      'O campo "Nome Completo" da etapa 1 é obrigatório e não pode ser removido.',
    ])
  })

  it('refuses a form without steps and a dropdown whose options are blank', () => {
    expect(formDraftProblems({ title: 'x', steps: [] })).toContain(
      'O formulário precisa de pelo menos uma etapa.',
    )
    const draft = defaultDraft()
    const dropdown = draft.steps[1]?.fields.find((field) => field.type === 'dropdown')
    if (!dropdown) throw new Error('no dropdown')
    dropdown.options = ['  ']
    expect(formDraftProblems(draft)).toEqual([`O campo "${dropdown.label}" precisa de pelo menos uma opção.`])
  })
})
