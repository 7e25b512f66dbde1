// Named imports only: the browser installs this in its entry chunk, which must not pull all of zod in.
import { config, type core } from 'zod'

/**
 * zod's messages in pt-BR, for every schema that gives none of its own (issue 12: validation
 * answers carried English zod messages in their field details). Installed once by the server
 * (app.ts) and the browser (main.tsx); schemas with their own message (the spec's wording) keep it.
 */
const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Digite um e-mail válido',
  uuid: 'Identificador inválido.',
  guid: 'Identificador inválido.',
  url: 'Endereço (URL) inválido.',
  datetime: 'Data e hora inválidas.',
  date: 'Data inválida.',
  time: 'Hora inválida.',
  base64: 'Conteúdo codificado inválido.',
}

type Issue = Parameters<core.$ZodErrorMap>[0]

export function ptBrErrorMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Campo obrigatório.'
      return `Valor inválido: esperado ${TYPE_NAMES[issue.expected] ?? 'outro tipo de valor'}.`
    case 'too_small': {
      const minimum = Number(issue.minimum)
      if (issue.origin === 'string') {
        return minimum <= 1 ? 'Campo obrigatório.' : `Deve ter pelo menos ${minimum} caracteres.`
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Selecione pelo menos ${minimum} ${minimum === 1 ? 'item' : 'itens'}.`
      }
      return issue.inclusive ? `Deve ser no mínimo ${minimum}.` : `Deve ser maior que ${minimum}.`
    }
    case 'too_big': {
      const maximum = Number(issue.maximum)
      if (issue.origin === 'string') return `Deve ter no máximo ${maximum} caracteres.`
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Deve ter no máximo ${maximum} ${maximum === 1 ? 'item' : 'itens'}.`
      }
      return issue.inclusive ? `Deve ser no máximo ${maximum}.` : `Deve ser menor que ${maximum}.`
    }
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Formato inválido.'
    case 'invalid_value':
      return 'Opção inválida.'
    case 'not_multiple_of':
      return `Deve ser múltiplo de ${issue.divisor}.`
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo não permitido: ${issue.keys[0]}.`
        : `Campos não permitidos: ${issue.keys.join(', ')}.`
    default:
      return 'Valor inválido.'
  }
}

/** Makes the pt-BR messages zod's default (idempotent). */
export function installZodPtBr(): void {
  config({ localeError: ptBrErrorMessage })
}
