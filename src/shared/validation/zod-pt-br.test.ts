import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { installZodPtBr } from './zod-pt-br.ts'

installZodPtBr()

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('zod messages in pt-BR', () => {
  it.each([
    ['a missing value', z.object({ nome: z.string() }), {}, 'Campo obrigatório.'],
    ['a wrong type', z.string(), 42, 'Valor inválido: esperado um texto.'],
    ['a short text', z.string().min(3), 'ab', 'Deve ter pelo menos 3 caracteres.'],
    ['an empty required text', z.string().min(1), '', 'Campo obrigatório.'],
    ['a long text', z.string().max(5), 'abcdefg', 'Deve ter no máximo 5 caracteres.'],
    ['a small number', z.number().int().min(1), 0, 'Deve ser no mínimo 1.'],
    ['a big number', z.number().max(100), 101, 'Deve ser no máximo 100.'],
    ['an invalid UUID', z.uuid(), 'nao-e-uuid', 'Identificador inválido.'],
    ['an invalid e-mail', z.email(), 'maria@', 'Digite um e-mail válido'],
    ['an option not listed', z.enum(['a', 'b']), 'c', 'Opção inválida.'],
    ['an unknown key', z.strictObject({}), { extra: 1 }, 'Campo não permitido: extra.'],
  ])('words %s in Portuguese', (_name, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message)
  })

  it('keeps a schema’s own message', () => {
    expect(messageOf(z.string().min(1, 'Nome é obrigatório'), '')).toBe('Nome é obrigatório')
  })
})
