import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Role } from '../../shared/roles.ts'
import { AppError } from '../errors.ts'
import { requireRole } from './guard.ts'

function callWithRole(role: Role, allowed: Role[]) {
  const request = { auth: { userId: 'u', email: 'u@x.com', companyId: 'c', role, sessionId: 's' } }
  const handler = requireRole(...allowed)
  return handler.call({} as FastifyInstance, request as FastifyRequest, {} as FastifyReply)
}

describe('requireRole', () => {
  it('lets the listed roles through', async () => {
    await expect(callWithRole('admin', ['admin'])).resolves.toBeUndefined()
    await expect(callWithRole('premium', ['admin', 'premium'])).resolves.toBeUndefined()
  })

  it('refuses other roles with 403 FORBIDDEN in pt-BR', async () => {
    const refused = callWithRole('padrao', ['admin'])
    await expect(refused).rejects.toBeInstanceOf(AppError)
    await expect(refused).rejects.toMatchObject({
      code: 'FORBIDDEN',
      status: 403,
      message: 'Você não tem permissão para realizar esta ação.',
    })
  })
})
