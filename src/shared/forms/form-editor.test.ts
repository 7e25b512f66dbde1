import { describe, expect, it } from 'vitest'
import { DEFAULT_FORM_FIELDS } from './default-form.ts'
import {
  ADDABLE_FIELD_TYPES,
  cleanSubFields,
  type EditorField,
  FIELD_TYPE_LABELS,
  type FormDraft,
  formDraftProblems,
} from './form-editor.ts'
import { MAX_GROUP_ENTRIES, MAX_SUB_FIELDS } from './form-fields.ts'

function defaultDraft(): FormDraft {
  const steps = [...new Set(DEFAULT_FORM_FIELDS.map((field) => field.stepNumber))].sort((a, b) => a - b)
  return {
    title: 'Formulário',
    steps: steps.map((number) => ({
      title: `Etapa ${number}`,
      fields: DEFAULT_FORM_FIELDS.filter((field) => field.stepNumber === number).map(
        ({ stepNumber: _s, orderIndex: _o, ...field }) => structuredClone(field),
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

function experienceGroup(draft: FormDraft): EditorField {
  const group = draft.steps[7]?.fields.find((field) => field.key === 'experiencia')
  if (!group) throw new Error('no experience group')
  return group
}

describe('formDraftProblems on repeatable groups', () => {
  it('accepts an edited group: a sub-field added, one removed, reordered, a new maximum', () => {
    const draft = defaultDraft()
    const group = experienceGroup(draft)
    group.subFields = [
      { key: 'regime', label: 'Regime', type: 'dropdown', isMandatory: true, options: ['CLT', 'PJ'] },
      ...(group.subFields ?? []).filter((sub) => sub.key !== 'descricao').reverse(),
    ]
    group.settings = { ...group.settings, maxEntries: MAX_GROUP_ENTRIES }
    expect(formDraftProblems(draft)).toEqual([])
  })

  const cases: [string, (group: EditorField) => void, string][] = [
    [
      'no sub-fields',
      (group) => (group.subFields = []),
      'O grupo "Experiência Profissional" precisa de pelo menos um subcampo.',
    ],
    [
      'too many sub-fields',
      (group) => {
        group.subFields = Array.from({ length: MAX_SUB_FIELDS + 1 }, (_, index) => ({
          key: `campo_${index}`,
          label: `Campo ${index}`,
          type: 'texto',
          isMandatory: false,
        }))
        group.settings = { ...group.settings, dateOrder: undefined }
      },
      `O grupo "Experiência Profissional" pode ter no máximo ${MAX_SUB_FIELDS} subcampos.`,
    ],
    [
      'a duplicate sub-field key',
      (group) =>
        group.subFields?.push({ key: 'cargo', label: 'Outro cargo', type: 'texto', isMandatory: false }),
      'O grupo "Experiência Profissional" tem mais de um subcampo com a chave "cargo".',
    ],
    [
      'an unknown sub-field type',
      (group) =>
        group.subFields?.push({ key: 'cpf_chefe', label: 'CPF do chefe', type: 'cpf', isMandatory: false }),
      'O subcampo "CPF do chefe" do grupo "Experiência Profissional" tem um tipo que não é permitido em grupos.',
    ],
    [
      'a blank sub-field label',
      (group) => group.subFields?.push({ key: 'sem_rotulo', label: ' ', type: 'texto', isMandatory: false }),
      'Todos os subcampos do grupo "Experiência Profissional" precisam de um rótulo.',
    ],
    [
      'a dropdown sub-field without options',
      (group) =>
        group.subFields?.push({
          key: 'regime',
          label: 'Regime',
          type: 'dropdown',
          isMandatory: true,
          options: [' '],
        }),
      'O subcampo "Regime" do grupo "Experiência Profissional" precisa de pelo menos uma opção.',
    ],
    [
      'a maximum of entries out of range',
      (group) => (group.settings = { ...group.settings, maxEntries: MAX_GROUP_ENTRIES + 1 }),
      `O número máximo de itens do grupo "Experiência Profissional" deve ser um número inteiro de 1 a ${MAX_GROUP_ENTRIES}.`,
    ],
    [
      'a fractional maximum of entries',
      (group) => (group.settings = { ...group.settings, maxEntries: 2.5 }),
      `O número máximo de itens do grupo "Experiência Profissional" deve ser um número inteiro de 1 a ${MAX_GROUP_ENTRIES}.`,
    ],
    [
      'a date order on a removed sub-field',
      (group) => (group.subFields = group.subFields?.filter((sub) => sub.key !== 'data_fim') ?? null),
      'A ordem das datas do grupo "Experiência Profissional" precisa apontar para dois subcampos do tipo Data.',
    ],
  ]

  it.each(cases)('refuses %s', (_name, change, message) => {
    const draft = defaultDraft()
    change(experienceGroup(draft))
    expect(formDraftProblems(draft)).toEqual([message])
  })
})

describe('cleanSubFields', () => {
  it('trims, keeps options only on dropdowns and placeholders only where they show', () => {
    expect(
      cleanSubFields([
        {
          key: 'a',
          label: ' Empresa ',
          type: 'texto',
          isMandatory: true,
          options: ['x'],
          placeholder: ' Ex.: Acme ',
        },
        {
          key: 'b',
          label: 'Regime',
          type: 'dropdown',
          isMandatory: false,
          options: [' CLT ', '', 'PJ', 'CLT'],
        },
        { key: 'c', label: 'Início', type: 'data', isMandatory: false, placeholder: 'hoje' },
        { key: 'd', label: 'CPF', type: 'cpf', isMandatory: false },
      ]),
    ).toEqual([
      { key: 'a', label: 'Empresa', type: 'texto', isMandatory: true, placeholder: 'Ex.: Acme' },
      { key: 'b', label: 'Regime', type: 'dropdown', isMandatory: false, options: ['CLT', 'PJ'] },
      { key: 'c', label: 'Início', type: 'data', isMandatory: false },
    ])
  })
})

describe('formDraftProblems on the file field (issue 15)', () => {
  it('offers "Arquivo" and the default form has one optional CV field in step 4', () => {
    expect(ADDABLE_FIELD_TYPES).toContain('arquivo')
    expect(FIELD_TYPE_LABELS.arquivo).toBe('Arquivo')
    const cv = DEFAULT_FORM_FIELDS.filter((field) => field.type === 'arquivo')
    expect(cv).toEqual([
      expect.objectContaining({
        key: 'curriculo',
        label: 'Currículo (PDF ou Word)',
        stepNumber: 4,
        isMandatory: false,
      }),
    ])
  })

  it('accepts one file field moved to another step, and refuses a second one', () => {
    const draft = defaultDraft()
    const [fourth, fifth] = [draft.steps[3], draft.steps[4]]
    if (!fourth || !fifth) throw new Error('no steps 4 and 5')
    const cv = fourth.fields.find((field) => field.type === 'arquivo')
    if (!cv) throw new Error('no file field')
    fourth.fields = fourth.fields.filter((field) => field !== cv)
    fifth.fields.push({ ...cv, isMandatory: true })
    expect(formDraftProblems(draft)).toEqual([])
    fifth.fields.push({ ...cv, key: 'outro_arquivo', label: 'Carta de apresentação' })
    expect(formDraftProblems(draft)).toEqual([
      'O formulário pode ter apenas um campo do tipo Arquivo (o currículo do candidato).',
    ])
  })
})
