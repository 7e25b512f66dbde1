/** The enumerations of the spec's section 9, as candidates see them in the default form. */

export const MARITAL_STATUSES = [
  'Solteiro(a)',
  'Casado(a)',
  'Divorciado(a)',
  'Viúvo(a)',
  'Separado(a)',
] as const

export const GENDERS = ['Masculino', 'Feminino', 'Outro', 'Prefiro não informar'] as const

export const ETHNICITIES = ['Branca', 'Preta', 'Parda', 'Amarela', 'Indígena', 'Não Informado'] as const

export const DISABILITY_TYPES = ['Física', 'Auditiva', 'Visual', 'Mental', 'Múltipla'] as const

export const CNH_CATEGORIES = ['A', 'B', 'C', 'D', 'E', 'AB', 'AC', 'AD', 'AE'] as const

export const DESIRED_AREAS = [
  'Logística',
  'Comercial',
  'Expedição',
  'Almoxarifado',
  'Segurança do Trabalho',
  'RH',
  'Mecânica e Manutenção',
  'Limpeza e Conservação',
  'Financeiro',
  'Faturamento',
  'Produção',
  'TI',
] as const

export const AVAILABILITIES = ['manhã', 'tarde', 'noite', 'todos'] as const

export const SCHOOLING_LEVELS = [
  'Fundamental Incompleto',
  'Fundamental Completo',
  'Médio Incompleto',
  'Médio Completo',
  'Curso Técnico',
  'Superior Incompleto',
  'Superior Completo',
  'Pós-Graduação',
  'Mestrado',
  'Doutorado',
] as const

export const EDUCATION_TYPES = [
  'Curso Técnico',
  'Graduação',
  'Especialização/MBA',
  'Mestrado',
  'Doutorado',
  'Línguas',
  'Outros',
] as const

/** The 27 federative units (26 states and the Distrito Federal), by their two-letter code. */
export const BRAZILIAN_STATES = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PR', name: 'Paraná' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'TO', name: 'Tocantins' },
] as const

export const STATE_CODES = BRAZILIAN_STATES.map((state) => state.code)

/** Nationality options; the spec's preview shows "Brasileira". */
export const NATIONALITIES = ['Brasileira', 'Estrangeira'] as const

/** Answers of the default form's yes/no questions (see form-fields.ts on why they are dropdowns). */
export const YES_NO = ['Sim', 'Não'] as const
