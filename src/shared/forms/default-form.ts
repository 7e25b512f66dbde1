import {
  AVAILABILITIES,
  CNH_CATEGORIES,
  DESIRED_AREAS,
  DISABILITY_TYPES,
  EDUCATION_TYPES,
  ETHNICITIES,
  GENDERS,
  MARITAL_STATUSES,
  NATIONALITIES,
  SCHOOLING_LEVELS,
  STATE_CODES,
  YES_NO,
} from './enumerations.ts'
import type { FormField } from './form-fields.ts'

/** A field of the default form, before it belongs to a company (no id yet). */
export type DefaultFormField = Omit<FormField, 'id'>

export const DEFAULT_FORM_TITLE = 'Formulário de Candidatura'

/** The 8 steps of the spec's "Form configuration (/formularios)". */
export const DEFAULT_STEP_TITLES: ReadonlyMap<number, string> = new Map([
  [1, 'Dados Obrigatórios'],
  [2, 'Informações Pessoais'],
  [3, 'Documentos'],
  [4, 'Informações Complementares'],
  [5, 'Endereço'],
  [6, 'Informações de Contato'],
  [7, 'Formação Acadêmica'],
  [8, 'Experiência Profissional'],
])

/** Keys the server reads by meaning: search text, repeat-application check, password hash. */
export const CORE_FIELD_KEYS = {
  cpf: 'cpf',
  fullName: 'nome_completo',
  email: 'email',
  password: 'senha',
} as const

type FieldInput = Partial<DefaultFormField> & Pick<DefaultFormField, 'key' | 'label' | 'type'>

function step(stepNumber: number, fields: FieldInput[]): DefaultFormField[] {
  return fields.map((field, orderIndex) => ({
    stepNumber,
    orderIndex,
    isMandatory: false,
    options: null,
    helpText: null,
    condition: null,
    subFields: null,
    settings: {},
    isSensitive: false,
    ...field,
  }))
}

const list = (values: readonly string[]) => [...values]

export const DEFAULT_FORM_FIELDS: readonly DefaultFormField[] = [
  ...step(1, [
    { key: CORE_FIELD_KEYS.cpf, label: 'CPF', type: 'cpf', isMandatory: true },
    { key: CORE_FIELD_KEYS.fullName, label: 'Nome Completo', type: 'texto', isMandatory: true },
    { key: CORE_FIELD_KEYS.email, label: 'E-mail', type: 'email', isMandatory: true },
    {
      key: CORE_FIELD_KEYS.password,
      label: 'Senha',
      type: 'senha',
      isMandatory: true,
      helpText: 'Mínimo de 8 caracteres. Com ela você poderá acompanhar sua candidatura.',
    },
  ]),
  ...step(2, [
    {
      key: 'foto',
      label: 'Foto 3x4',
      type: 'foto',
      isMandatory: true,
      helpText: 'JPG, PNG ou WebP, até 2 MB. Fotos maiores são reduzidas automaticamente.',
    },
    { key: 'nome_mae', label: 'Nome da Mãe', type: 'texto', isMandatory: true },
    { key: 'nome_pai', label: 'Nome do Pai', type: 'texto' },
    {
      key: 'data_nascimento',
      label: 'Data de Nascimento',
      type: 'data',
      isMandatory: true,
      settings: { pastOnly: true },
    },
    {
      key: 'nacionalidade',
      label: 'Nacionalidade',
      type: 'dropdown',
      isMandatory: true,
      options: list(NATIONALITIES),
    },
    { key: 'naturalidade', label: 'Naturalidade', type: 'texto', isMandatory: true },
    {
      key: 'estado_civil',
      label: 'Estado Civil',
      type: 'dropdown',
      isMandatory: true,
      options: list(MARITAL_STATUSES),
    },
    { key: 'genero', label: 'Gênero', type: 'dropdown', isMandatory: true, options: list(GENDERS) },
    {
      key: 'etnia',
      label: 'Raça/Etnia',
      type: 'dropdown',
      isMandatory: true,
      options: list(ETHNICITIES),
      isSensitive: true,
    },
    {
      key: 'possui_necessidade_especial',
      label: 'Possui Necessidade Especial?',
      type: 'dropdown',
      isMandatory: true,
      options: list(YES_NO),
      isSensitive: true,
    },
    {
      key: 'tipo_deficiencia',
      label: 'Tipo de Deficiência',
      type: 'dropdown',
      isMandatory: true,
      options: list(DISABILITY_TYPES),
      condition: { fieldKey: 'possui_necessidade_especial', equals: 'Sim' },
      isSensitive: true,
    },
  ]),
  ...step(3, [
    {
      key: 'cpf_documento',
      label: 'CPF',
      type: 'cpf',
      settings: { copyOf: CORE_FIELD_KEYS.cpf },
      helpText: 'Preenchido com o CPF informado na primeira etapa.',
    },
    { key: 'rg', label: 'RG', type: 'texto' },
    { key: 'orgao_emissor', label: 'Órgão Emissor', type: 'texto' },
    { key: 'data_emissao', label: 'Data de Emissão', type: 'data', settings: { pastOnly: true } },
    { key: 'pis', label: 'PIS', type: 'texto' },
    { key: 'cnh', label: 'CNH', type: 'texto' },
    { key: 'categoria_cnh', label: 'Categoria da CNH', type: 'dropdown', options: list(CNH_CATEGORIES) },
    { key: 'validade_cnh', label: 'Validade da CNH', type: 'data' },
  ]),
  ...step(4, [
    {
      key: 'area_desejada',
      label: 'Área Desejada',
      type: 'dropdown',
      isMandatory: true,
      options: list(DESIRED_AREAS),
    },
    { key: 'cargo_desejado', label: 'Cargo Desejado', type: 'texto', isMandatory: true },
    {
      key: 'disponibilidade',
      label: 'Disponibilidade',
      type: 'dropdown',
      isMandatory: true,
      options: list(AVAILABILITIES),
    },
    {
      key: 'primeiro_emprego',
      label: 'Primeiro Emprego?',
      type: 'dropdown',
      isMandatory: true,
      options: list(YES_NO),
    },
    {
      key: 'trabalhou_na_empresa',
      label: 'Já trabalhou na empresa?',
      type: 'dropdown',
      isMandatory: true,
      options: list(YES_NO),
    },
    {
      key: 'escolaridade',
      label: 'Escolaridade',
      type: 'dropdown',
      isMandatory: true,
      options: list(SCHOOLING_LEVELS),
    },
    {
      key: 'indicacao',
      label: 'Indicação',
      type: 'texto',
      helpText: 'Se alguém indicou você, informe o nome.',
    },
    {
      key: 'curriculo',
      label: 'Currículo (PDF ou Word)',
      type: 'arquivo',
      helpText: 'Opcional. PDF, Word (DOCX ou DOC), ODT, RTF ou TXT, até 5 MB.',
    },
  ]),
  ...step(5, [
    {
      key: 'cep',
      label: 'CEP',
      type: 'cep',
      isMandatory: true,
      helpText: 'Preenchemos o endereço automaticamente a partir do CEP.',
      settings: {
        autofill: { street: 'endereco', neighbourhood: 'bairro', city: 'cidade', state: 'estado' },
      },
    },
    { key: 'endereco', label: 'Endereço', type: 'texto', isMandatory: true },
    { key: 'numero', label: 'Número', type: 'numerico', isMandatory: true },
    { key: 'complemento', label: 'Complemento', type: 'texto' },
    { key: 'bairro', label: 'Bairro', type: 'texto', isMandatory: true },
    { key: 'cidade', label: 'Cidade', type: 'texto', isMandatory: true },
    { key: 'estado', label: 'Estado', type: 'dropdown', isMandatory: true, options: list(STATE_CODES) },
  ]),
  ...step(6, [
    {
      key: 'email_contato',
      label: 'E-mail',
      type: 'email',
      settings: { copyOf: CORE_FIELD_KEYS.email },
      helpText: 'Preenchido com o e-mail informado na primeira etapa.',
    },
    {
      key: 'celular',
      label: 'Celular',
      type: 'telefone',
      isMandatory: true,
      settings: { placeholder: '(00)00000-0000' },
    },
    {
      key: 'linkedin',
      label: 'LinkedIn',
      type: 'url',
      settings: { allowedHosts: ['linkedin.com'], placeholder: 'https://www.linkedin.com/in/seu-perfil' },
    },
    {
      key: 'facebook',
      label: 'Facebook',
      type: 'url',
      settings: {
        allowedHosts: ['facebook.com', 'fb.com'],
        placeholder: 'https://www.facebook.com/seu-perfil',
      },
    },
    {
      key: 'instagram',
      label: 'Instagram',
      type: 'url',
      settings: { allowedHosts: ['instagram.com'], placeholder: 'https://www.instagram.com/seu-perfil' },
    },
  ]),
  ...step(7, [
    {
      key: 'formacao',
      label: 'Formação Acadêmica',
      type: 'grupo',
      settings: {
        entryLabel: 'Formação',
        addLabel: 'Adicionar formação',
        maxEntries: 10,
        dateOrder: { start: 'data_inicio', end: 'data_fim' },
      },
      subFields: [
        { key: 'tipo', label: 'Tipo', type: 'dropdown', isMandatory: true, options: list(EDUCATION_TYPES) },
        { key: 'instituicao', label: 'Instituição', type: 'texto', isMandatory: true },
        { key: 'curso', label: 'Curso', type: 'texto', isMandatory: true },
        { key: 'data_inicio', label: 'Data de Início', type: 'data', isMandatory: true },
        { key: 'data_fim', label: 'Data de Conclusão', type: 'data', isMandatory: false },
        { key: 'descricao', label: 'Descrição', type: 'other', isMandatory: false },
      ],
    },
  ]),
  ...step(8, [
    {
      key: 'experiencia',
      label: 'Experiência Profissional',
      type: 'grupo',
      settings: {
        entryLabel: 'Experiência',
        addLabel: 'Adicionar experiência',
        maxEntries: 10,
        dateOrder: { start: 'data_inicio', end: 'data_fim' },
      },
      subFields: [
        { key: 'empresa', label: 'Empresa', type: 'texto', isMandatory: true },
        { key: 'cargo', label: 'Cargo', type: 'texto', isMandatory: true },
        { key: 'data_inicio', label: 'Data de Início', type: 'data', isMandatory: true },
        { key: 'data_fim', label: 'Data de Saída', type: 'data', isMandatory: false },
        { key: 'descricao', label: 'Descrição', type: 'other', isMandatory: false },
      ],
    },
  ]),
]
