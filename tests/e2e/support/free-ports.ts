import { createServer } from 'node:net'

/** Whether nothing listens on `port`, on IPv4 and IPv6 (the browser may reach "localhost" on either). */
async function isFree(port: number): Promise<boolean> {
  for (const host of ['0.0.0.0', '::']) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
      server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EAFNOSUPPORT'))
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
    })
    if (!free) return false
  }
  return true
}

/**
 * A base port whose `base + offset` ports are all free, chosen at random between 20000 and 29999
 * (below Linux's ephemeral range, so outgoing connections do not take them meanwhile). Two test runs
 * started at the same time pick different bases.
 */
export async function findFreeBasePort(offsets: readonly number[]): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 10_000)
    let allFree = true
    for (const offset of offsets) {
      if (!(await isFree(base + offset))) {
        allFree = false
        break
      }
    }
    if (allFree) return base
  }
  throw new Error('No free ports found for the browser tests; set E2E_PORT to a free base port.')
}
