import { describe, expect, it } from 'vitest'
import { candidateStatus } from './api.ts'

describe('candidateStatus (docs/decisions/026-candidate-area.md)', () => {
  const base = { status: 'novo' as const, withdrawn: false, stageName: null, jobClosed: false }

  it('maps the internal statuses and stages to what the candidate sees', () => {
    expect(candidateStatus(base)).toBe('recebida')
    expect(candidateStatus({ ...base, status: 'pendente' })).toBe('em_analise')
    expect(candidateStatus({ ...base, status: 'pendente', stageName: 'Triagem' })).toBe('em_analise')
    expect(candidateStatus({ ...base, status: 'pendente', stageName: 'Entrevista técnica' })).toBe(
      'entrevista_agendada',
    )
    expect(candidateStatus({ ...base, status: 'pendente', stageName: 'ENTREVISTA' })).toBe(
      'entrevista_agendada',
    )
    expect(candidateStatus({ ...base, hasUpcomingInterview: true })).toBe('entrevista_agendada')
    expect(candidateStatus({ ...base, status: 'aprovado', stageName: 'Contratados' })).toBe('aprovada')
    expect(candidateStatus({ ...base, status: 'reprovado', stageName: 'Entrevista' })).toBe('encerrado')
  })

  it('closes withdrawn applications and those of a closed job, but keeps an approval', () => {
    expect(candidateStatus({ ...base, withdrawn: true, status: 'reprovado' })).toBe('encerrado')
    expect(candidateStatus({ ...base, status: 'pendente', jobClosed: true })).toBe('encerrado')
    expect(candidateStatus({ ...base, status: 'aprovado', jobClosed: true })).toBe('aprovada')
  })
})
