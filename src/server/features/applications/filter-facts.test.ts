import { describe, expect, it } from 'vitest'
import type { StoredAnswer } from '../../db/schema/submissions.ts'
import {
  cityOption,
  computeFilterFacts,
  educationTypeOfCourse,
  experienceMonths,
  periodMonths,
} from './filter-facts.ts'

const NOW = new Date('2026-11-27T12:00:00Z')
const month = (year: number, value: number) => year * 12 + value - 1

const answer = (key: string, type: string, value: unknown): StoredAnswer => ({
  key,
  label: key,
  type,
  step: 1,
  value,
})

describe('periodMonths', () => {
  it('reads "03/2019 – atual", "jan/2015 a dez/2018" and "2014 – 2018"', () => {
    expect(periodMonths('03/2019 – atual', false, NOW)).toEqual([month(2019, 3), month(2026, 11)])
    expect(periodMonths('jan/2015 a dez/2018', false, NOW)).toEqual([month(2015, 1), month(2018, 12)])
    expect(periodMonths('2014 – 2018', false, NOW)).toEqual([month(2014, 1), month(2018, 1)])
    expect(periodMonths('2020', true, NOW)).toEqual([month(2020, 1), month(2026, 11)])
  })

  it('gives nothing for a period without an end or with no dates', () => {
    expect(periodMonths('2019', false, NOW)).toBeNull()
    expect(periodMonths('alguns anos', false, NOW)).toBeNull()
    expect(periodMonths(null, true, NOW)).toBeNull()
  })
})

describe('experienceMonths', () => {
  it('counts overlapping jobs of the form and of the CV once', () => {
    const formData = {
      a: answer('experiencia', 'grupo', [
        { empresa: 'A', data_inicio: '01/01/2016', data_fim: '01/01/2020' },
        { empresa: 'B', data_inicio: '15/06/2019', data_fim: '01/01/2021' },
      ]),
    }
    const resume = {
      name: null,
      email: null,
      phone: null,
      cpf: null,
      linkedin: null,
      city: null,
      state: null,
      cep: null,
      education: [],
      languages: [],
      skills: [],
      experience: [{ company: 'A', role: 'x', period: '01/2016 – 12/2019', current: false }],
    }
    expect(experienceMonths(formData, resume, NOW)).toBe(60)
  })

  it('counts an unfinished job until now and ignores unreadable dates', () => {
    const formData = {
      a: answer('experiencia', 'grupo', [
        { data_inicio: '01/11/2025' },
        { data_inicio: 'ontem', data_fim: '01/01/2020' },
      ]),
    }
    expect(experienceMonths(formData, null, NOW)).toBe(12)
  })
})

describe('computeFilterFacts', () => {
  it('keeps facets and filterable custom answers, never a sensitive one', () => {
    const { filterFacts } = computeFilterFacts(
      {
        formData: {
          f1: answer('estado', 'dropdown', 'sp'),
          f2: answer('cidade', 'texto', '  SÃO   JOSÉ DOS CAMPOS '),
          f3: answer('genero', 'dropdown', 'Feminino'),
          f4: answer('etnia', 'dropdown', 'Parda'),
          f5: answer('estado_civil', 'dropdown', 'Casado(a)'),
          f6: answer('possui_cnh', 'sim_nao', true),
          f7: answer('turno', 'dropdown', 'Noite'),
          f8: answer('formacao', 'grupo', [{ tipo: 'Graduação' }, { tipo: 'Línguas' }]),
        },
        resumeData: null,
        resumeCorrections: null,
        hasResume: true,
        sensitiveFieldIds: new Set(['f7']),
      },
      NOW,
    )
    expect(filterFacts).toEqual({
      uf: ['SP'],
      cidade: ['São José dos Campos'],
      'campo.f6': ['Sim'],
      formacao: ['Graduação', 'Línguas'],
      curriculo: ['Sim'],
    })
  })

  it('reads the education type of a CV course', () => {
    expect(educationTypeOfCourse('Técnico em Logística')).toBe('Curso Técnico')
    expect(educationTypeOfCourse('Bacharelado em Administração')).toBe('Graduação')
    expect(educationTypeOfCourse('MBA em Gestão')).toBe('Especialização/MBA')
    expect(educationTypeOfCourse('Ensino Médio')).toBeNull()
  })

  it('writes a city the way the migration does', () => {
    expect(cityOption('rio de janeiro')).toBe('Rio de Janeiro')
    expect(cityOption("SANTA BÁRBARA D'OESTE")).toBe("Santa Bárbara D'Oeste")
  })
})
