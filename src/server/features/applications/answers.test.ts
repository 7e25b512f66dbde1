import { describe, expect, it } from 'vitest'
import type { FormField } from '../../../shared/forms/form-fields.ts'
import type { StoredAnswer } from '../../db/schema/submissions.ts'
import { buildSections } from './answers.ts'

/** The experience group as the form has it today: "Cargo" renamed "Função", "Empresa" removed, "Regime" new. */
const group: FormField = {
  id: 'f-exp',
  key: 'experiencia',
  stepNumber: 8,
  orderIndex: 0,
  label: 'Experiência Profissional',
  type: 'grupo',
  isMandatory: false,
  options: null,
  helpText: null,
  condition: null,
  subFields: [
    { key: 'cargo', label: 'Função', type: 'texto', isMandatory: true },
    { key: 'regime', label: 'Regime de contratação', type: 'texto', isMandatory: false },
  ],
  settings: { entryLabel: 'Experiência' },
  isSensitive: false,
}

const steps = [{ number: 8, title: 'Experiência', fields: [group] }]

function entriesOf(answer: StoredAnswer) {
  const [section] = buildSections({
    submissionId: 's1',
    formData: { 'f-exp': answer },
    steps,
    sensitiveDataAccepted: true,
  })
  const display = section?.answers[0]?.display
  if (display?.kind !== 'entries') throw new Error('no entries')
  return display.entries
}

describe('group answers in the application detail', () => {
  const value = [{ cargo: 'Conferente', empresa: 'Transportes Recife' }]

  it('shows the sub-field labels the candidate saw', () => {
    const entries = entriesOf({
      key: 'experiencia',
      label: 'Experiência Profissional',
      type: 'grupo',
      step: 8,
      value,
      subLabels: { cargo: 'Cargo', empresa: 'Empresa' },
    })
    expect(entries).toEqual([
      {
        title: 'Experiência #1',
        items: [
          { label: 'Cargo', text: 'Conferente' },
          { label: 'Regime de contratação', text: 'N/A' },
          { label: 'Empresa', text: 'Transportes Recife' },
        ],
      },
    ])
  })

  it('falls back to the current labels (then the key) for answers stored without them', () => {
    const entries = entriesOf({ key: 'experiencia', label: 'Experiência', type: 'grupo', step: 8, value })
    expect(entries[0]?.items).toEqual([
      { label: 'Função', text: 'Conferente' },
      { label: 'Regime de contratação', text: 'N/A' },
      { label: 'empresa', text: 'Transportes Recife' },
    ])
  })
})

describe('sensitive questions in the application detail', () => {
  const ethnicity: FormField = {
    ...group,
    id: 'f-etnia',
    key: 'raca_etnia',
    stepNumber: 2,
    label: 'Raça/Etnia',
    type: 'dropdown',
    options: ['Branca', 'Preta', 'Parda', 'Amarela', 'Indígena', 'Prefiro não informar'],
    subFields: null,
    settings: {},
    isSensitive: true,
  }
  const sensitiveSteps = [{ number: 2, title: 'Dados Complementares', fields: [ethnicity] }]
  const textOf = (formData: Record<string, StoredAnswer>, sensitiveDataAccepted: boolean | null) => {
    const display = buildSections({
      submissionId: 's1',
      formData,
      steps: sensitiveSteps,
      sensitiveDataAccepted,
    })[0]?.answers[0]?.display
    return display?.kind === 'text' ? display.text : undefined
  }
  const answered: StoredAnswer = {
    key: 'raca_etnia',
    label: 'Raça/Etnia',
    type: 'dropdown',
    step: 2,
    value: 'Parda',
  }

  it('says "Não autorizado pelo candidato" when the candidate did not give the consent', () => {
    expect(textOf({}, false)).toBe('Não autorizado pelo candidato')
  })

  it('shows the answer given with the consent, and N/A only for a question left empty', () => {
    expect(textOf({ 'f-etnia': answered }, true)).toBe('Parda')
    expect(textOf({}, true)).toBe('N/A')
    // Applications without a consent record keep their old reading.
    expect(textOf({}, null)).toBe('N/A')
  })
})
