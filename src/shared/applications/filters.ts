import { z } from 'zod'
import {
  AVAILABILITIES,
  DESIRED_AREAS,
  EDUCATION_TYPES,
  SCHOOLING_LEVELS,
  STATE_CODES,
  YES_NO,
} from '../forms/enumerations.ts'

/**
 * The advanced filters of /curriculos (issue 16, item 6) as one registry of facets: the query
 * parameter each one reads, its pt-BR label, its options and how a selection combines. The server
 * (src/server/features/applications/filters.ts) pairs each entry with its SQL; the panel renders
 * them in this order. Adding a facet is one entry here and one there.
 *
 * Sensitive and discriminatory data is never a facet (docs/decisions/023-no-sensitive-filters.md).
 */

/**
 * How a facet's values combine:
 * - `any`: rows with any of the chosen options (repeat the parameter: ?uf=SP&uf=RJ);
 * - `minimum`: one option of an ordered list; rows at that option or above it.
 */
export type FacetKind = 'any' | 'minimum'

export type FacetOption = { value: string; label: string }

export type FilterFacet = {
  /** The query parameter, also the key of the facet in filter_facts and in the counts. */
  id: string
  label: string
  kind: FacetKind
  /** The fixed options in display (and, for `minimum`, ascending) order; null when read from the data. */
  options: readonly FacetOption[] | null
  /** Longest accepted value of a facet whose options come from the data. */
  maxLength?: number
}

const asOptions = (values: readonly string[]): FacetOption[] =>
  values.map((value) => ({ value, label: value }))

/** Experience options in whole years ("Experiência mínima"). */
export const EXPERIENCE_YEARS = [1, 2, 3, 5, 10] as const

/** "Período de envio": sent in the last N days. */
export const SENT_WITHIN_DAYS = [7, 30, 90, 365] as const

/**
 * The facets stored per application in candidate_submissions.filter_facts (computed when it
 * arrives, is imported or its CV data is corrected) plus the computed ones (experience, period).
 */
export const FILTER_FACETS = [
  {
    id: 'escolaridade',
    label: 'Escolaridade mínima',
    kind: 'minimum',
    options: asOptions(SCHOOLING_LEVELS),
  },
  { id: 'formacao', label: 'Tipo de formação', kind: 'any', options: asOptions(EDUCATION_TYPES) },
  { id: 'area', label: 'Área desejada', kind: 'any', options: asOptions(DESIRED_AREAS) },
  { id: 'disponibilidade', label: 'Disponibilidade', kind: 'any', options: asOptions(AVAILABILITIES) },
  { id: 'uf', label: 'UF', kind: 'any', options: asOptions(STATE_CODES) },
  { id: 'cidade', label: 'Cidade', kind: 'any', options: null, maxLength: 100 },
  {
    id: 'experiencia',
    label: 'Experiência mínima',
    kind: 'minimum',
    options: EXPERIENCE_YEARS.map((years) => ({
      value: String(years),
      label: years === 1 ? '1 ano ou mais' : `${years} anos ou mais`,
    })),
  },
  { id: 'primeiro_emprego', label: 'Primeiro emprego', kind: 'any', options: asOptions(YES_NO) },
  { id: 'trabalhou_na_empresa', label: 'Já trabalhou na empresa', kind: 'any', options: asOptions(YES_NO) },
  { id: 'curriculo', label: 'Possui currículo anexado', kind: 'any', options: asOptions(YES_NO) },
  {
    id: 'periodo',
    label: 'Período de envio',
    kind: 'minimum',
    options: SENT_WITHIN_DAYS.map((days) => ({ value: String(days), label: `Últimos ${days} dias` })),
  },
] as const satisfies readonly FilterFacet[]

export type FilterFacetId = (typeof FILTER_FACETS)[number]['id']

/** The prefix of a parameter filtering a field the company added to its form: ?campo.<fieldId>=value. */
export const CUSTOM_FIELD_PARAM_PREFIX = 'campo.'
/** The field types a company adds whose answers are filterable. */
export const FILTERABLE_FIELD_TYPES = ['dropdown', 'sim_nao', 'checkbox'] as const

/** The chosen options of each facet (only facets with a choice) and of each custom field. */
export type AdvancedFilters = {
  facets: Partial<Record<FilterFacetId, string[]>>
  /** Custom field id -> chosen answers. */
  fields: Record<string, string[]>
}

export const EMPTY_FILTERS: AdvancedFilters = { facets: {}, fields: {} }

export function hasAdvancedFilters(filters: AdvancedFilters): boolean {
  return Object.keys(filters.facets).length > 0 || Object.keys(filters.fields).length > 0
}

export const FILTER_MESSAGES = {
  invalidOption: (label: string) => `Opção inválida no filtro "${label}".`,
  oneOption: (label: string) => `O filtro "${label}" aceita uma única opção.`,
  tooLong: (label: string) => `Valor muito longo no filtro "${label}".`,
  unknownField: 'Campo de filtro inválido.',
  sensitive: (what: string) =>
    `Não é possível filtrar por ${what}: dados sensíveis ou discriminatórios não são critérios de seleção (LGPD art. 11 e Lei 9.029/1995).`,
} as const

/**
 * Query parameters that would filter on sensitive or discriminatory data, with the words the refusal
 * names. A request with one is refused with 400 (never silently ignored), so no integration can
 * believe it filtered by them.
 */
export const SENSITIVE_FILTER_PARAMS: Readonly<Record<string, string>> = {
  genero: 'gênero',
  sexo: 'gênero',
  etnia: 'etnia',
  raca: 'etnia',
  cor: 'etnia',
  deficiencia: 'deficiência',
  tipo_deficiencia: 'deficiência',
  possui_necessidade_especial: 'deficiência',
  necessidade_especial: 'deficiência',
  pcd: 'deficiência',
  estado_civil: 'estado civil',
  idade: 'idade',
  idade_minima: 'idade',
  idade_maxima: 'idade',
  data_nascimento: 'idade',
  nascimento: 'idade',
  foto: 'foto',
  nome_mae: 'nome da mãe',
  nome_pai: 'nome do pai',
  nacionalidade: 'nacionalidade',
  naturalidade: 'origem',
  religiao: 'religião',
  orientacao_sexual: 'orientação sexual',
}

/**
 * The default form's fields that are sensitive or discriminatory by their key: never stored as a
 * filter fact and never offered, even when a company changed the field's type.
 */
export const SENSITIVE_FIELD_KEYS: Readonly<Record<string, string>> = {
  genero: 'gênero',
  etnia: 'etnia',
  possui_necessidade_especial: 'deficiência',
  tipo_deficiencia: 'deficiência',
  estado_civil: 'estado civil',
  data_nascimento: 'idade',
  foto: 'foto',
  nome_mae: 'nome da mãe',
  nome_pai: 'nome do pai',
  // Origin is a discriminatory criterion too (Lei 9.029/1995, art. 1º).
  nacionalidade: 'nacionalidade',
  naturalidade: 'origem',
}

/** Form field keys that already have a facet of their own (not offered again as a custom field). */
export const FACET_FIELD_KEYS = new Set([
  'escolaridade',
  'area_desejada',
  'disponibilidade',
  'estado',
  'cidade',
  'primeiro_emprego',
  'trabalhou_na_empresa',
  'formacao',
  'experiencia',
  'curriculo',
])

const MAX_VALUES = 30
const CUSTOM_VALUE_MAX = 200

/** A parameter's values whether sent once (?uf=SP) or repeated (?uf=SP&uf=RJ). */
export function paramValues(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]
  return [...new Set(list.map((value) => String(value).trim()).filter((value) => value !== ''))]
}

/**
 * Reads the advanced filters from a parsed query string (keys as sent). Adds a zod issue for a
 * sensitive parameter, an unknown option or a value too long; ignores parameters it does not know.
 */
export function readAdvancedFilters(query: Record<string, unknown>, ctx: z.RefinementCtx): AdvancedFilters {
  const filters: AdvancedFilters = { facets: {}, fields: {} }
  for (const [key, raw] of Object.entries(query)) {
    const sensitive = SENSITIVE_FILTER_PARAMS[key.toLowerCase()]
    if (sensitive) {
      ctx.addIssue({ code: 'custom', path: [key], message: FILTER_MESSAGES.sensitive(sensitive) })
      continue
    }
    if (key.startsWith(CUSTOM_FIELD_PARAM_PREFIX)) {
      const fieldId = key.slice(CUSTOM_FIELD_PARAM_PREFIX.length)
      const values = paramValues(raw)
      if (!/^[0-9a-f-]{36}$/i.test(fieldId) || values.length > MAX_VALUES) {
        ctx.addIssue({ code: 'custom', path: [key], message: FILTER_MESSAGES.unknownField })
        continue
      }
      if (values.some((value) => value.length > CUSTOM_VALUE_MAX)) {
        ctx.addIssue({ code: 'custom', path: [key], message: FILTER_MESSAGES.tooLong('campo') })
        continue
      }
      if (values.length > 0) filters.fields[fieldId.toLowerCase()] = values
    }
  }
  for (const facet of FILTER_FACETS as readonly FilterFacet[]) {
    const values = paramValues(query[facet.id])
    if (values.length === 0) continue
    if (facet.kind === 'minimum' && values.length > 1) {
      ctx.addIssue({ code: 'custom', path: [facet.id], message: FILTER_MESSAGES.oneOption(facet.label) })
      continue
    }
    if (values.length > MAX_VALUES) {
      ctx.addIssue({ code: 'custom', path: [facet.id], message: FILTER_MESSAGES.invalidOption(facet.label) })
      continue
    }
    const options = facet.options
    if (options && values.some((value) => !options.some((option) => option.value === value))) {
      ctx.addIssue({ code: 'custom', path: [facet.id], message: FILTER_MESSAGES.invalidOption(facet.label) })
      continue
    }
    if (!options && values.some((value) => value.length > (facet.maxLength ?? 100))) {
      ctx.addIssue({ code: 'custom', path: [facet.id], message: FILTER_MESSAGES.tooLong(facet.label) })
      continue
    }
    filters.facets[facet.id as FilterFacetId] = values
  }
  return filters
}

/** The filters as query parameters (the URL of /curriculos and of the API, and a saved view). */
export function advancedFiltersToParams(filters: AdvancedFilters, params: URLSearchParams): void {
  for (const facet of FILTER_FACETS) {
    for (const value of filters.facets[facet.id] ?? []) params.append(facet.id, value)
  }
  for (const [fieldId, values] of Object.entries(filters.fields)) {
    for (const value of values) params.append(`${CUSTOM_FIELD_PARAM_PREFIX}${fieldId}`, value)
  }
}

/** The filters out of a URL's parameters, keeping only what the registry accepts (never throws). */
export function advancedFiltersFromParams(params: URLSearchParams): AdvancedFilters {
  const query: Record<string, string[]> = {}
  for (const [key, value] of params) {
    query[key] = [...(query[key] ?? []), value]
  }
  const result = z
    .record(z.string(), z.unknown())
    .transform((value, ctx) => readAdvancedFilters(value, ctx))
    .safeParse(query)
  if (result.success) return result.data
  // Keep what is valid: read again without the offending parameters.
  const bad = new Set(result.error.issues.map((issue) => String(issue.path[0])))
  const kept = Object.fromEntries(Object.entries(query).filter(([key]) => !bad.has(key)))
  return readAdvancedFilters(kept, { addIssue: () => {} } as unknown as z.RefinementCtx)
}

/** One option of a facet with how many applications it would give with the other filters applied. */
export const facetOptionCountSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
})
export type FacetOptionCount = z.infer<typeof facetOptionCountSchema>

/** GET /api/applications/filter-counts: each facet with its options' counts. */
export const filterCountsSchema = z.object({
  facets: z.array(
    z.object({
      /** A FILTER_FACETS id, "job", "stage", or `campo.<fieldId>` for a custom field. */
      id: z.string(),
      label: z.string(),
      kind: z.enum(['any', 'minimum', 'single']),
      options: z.array(facetOptionCountSchema),
    }),
  ),
})
export type FilterCounts = z.infer<typeof filterCountsSchema>
