import { beforeEach, describe, expect, it } from 'vitest'
import type { FormField } from '@/shared/forms/form-fields.ts'
import { clearDraft, keepKnownValues, loadDraft, newSubmissionId, saveDraft } from './draft.ts'

function field(id: string, type: FormField['type']): FormField {
  return {
    id,
    key: id,
    stepNumber: 1,
    orderIndex: 0,
    label: id,
    type,
    isMandatory: false,
    options: null,
    helpText: null,
    condition: null,
    subFields: null,
    settings: {},
    isSensitive: false,
  }
}

const fields = [field('nome', 'texto'), field('senha', 'senha'), field('foto', 'foto')]

describe('candidate draft in localStorage', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the answers and the step, never the password', () => {
    const draft = {
      submissionId: newSubmissionId(),
      stepIndex: 2,
      values: { nome: 'Maria', senha: 'segredo-123' },
      privacyAccepted: true,
      sensitiveDataAccepted: false,
    }
    saveDraft('acme', draft, fields)
    expect(JSON.stringify(localStorage)).not.toContain('segredo-123')
    expect(loadDraft('acme', fields)).toEqual({ ...draft, values: { nome: 'Maria' } })
    clearDraft('acme')
    expect(loadDraft('acme', fields)).toBeNull()
  })

  it('drops answers of fields the form no longer has', () => {
    expect(keepKnownValues({ nome: 'Maria', removido: 'x' }, fields)).toEqual({ nome: 'Maria' })
    localStorage.setItem(
      'talentos:candidatura:acme',
      JSON.stringify({ submissionId: 'id', stepIndex: 0, values: { removido: 'x', nome: 'Ana' } }),
    )
    expect(loadDraft('acme', fields)?.values).toEqual({ nome: 'Ana' })
  })

  it('ignores a corrupt draft', () => {
    localStorage.setItem('talentos:candidatura:acme', '{not json')
    expect(loadDraft('acme', fields)).toBeNull()
  })

  it('generates version 4 UUIDs the server accepts', () => {
    expect(newSubmissionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
