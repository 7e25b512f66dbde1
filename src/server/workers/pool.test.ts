import { verifyPassword } from 'better-auth/crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createWorkerPool } from './pool.ts'

const pool = createWorkerPool({ maxThreads: 2 })
afterAll(() => pool.close())

describe('worker pool', () => {
  it('hashes a password in a worker thread with the scrypt format Better Auth verifies', async () => {
    const hash = await pool.run('hashPassword', { password: 'senha-forte-123' })
    expect(await verifyPassword({ hash, password: 'senha-forte-123' })).toBe(true)
    expect(await verifyPassword({ hash, password: 'outra-senha' })).toBe(false)
  })

  it('checks a password against a Better Auth hash in a worker thread', async () => {
    const hash = await pool.run('hashPassword', { password: 'senha-forte-123' })
    expect(await pool.run('verifyPassword', { hash, password: 'senha-forte-123' })).toBe(true)
    expect(await pool.run('verifyPassword', { hash, password: 'outra-senha' })).toBe(false)
  })

  it('runs tasks side by side in its threads and counts them', async () => {
    const before = pool.stats().completed
    const hashes = await Promise.all(
      [1, 2, 3].map((n) => pool.run('hashPassword', { password: `senha-${n}` })),
    )
    expect(new Set(hashes).size).toBe(3)
    expect(pool.stats().completed).toBe(before + 3)
    expect(pool.stats().threads).toBeGreaterThanOrEqual(1)
  })

  it('rejects an unknown task', async () => {
    await expect(pool.run('nope' as 'hashPassword', { password: '' })).rejects.toThrow('Unknown worker task')
  })
})
