import { execFile, execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * A PostgreSQL server of its own for a test or benchmark that must restart the database (the fault
 * test): never the machine's shared server, which other test runs use at the same time. It is a
 * throw-away cluster in a temporary folder on a free port, run as the `postgres` user when the
 * process is root (initdb refuses root), and removed by `destroy`.
 */
export type PrivatePostgres = {
  url: string
  port: number
  /** Restarts the server without blocking the event loop (clients in this process keep running). */
  restart(mode?: 'fast' | 'immediate'): Promise<void>
  destroy(): void
}

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const majors = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return majors[0] ? path.join(root, majors[0], 'bin') : null
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

function run(bin: string, tool: string, args: string[]): void {
  const command = path.join(bin, tool)
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
  else execFileSync(command, args, { stdio: 'pipe' })
}

async function runAsync(bin: string, tool: string, args: string[]): Promise<void> {
  const command = path.join(bin, tool)
  if (isRoot) await promisify(execFile)('runuser', ['-u', 'postgres', '--', command, ...args])
  else await promisify(execFile)(command, args)
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = findPostgresBin()
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql')
  const folder = mkdtempSync(path.join(tmpdir(), 'talentos-pg-'))
  const data = path.join(folder, 'data')
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(folder, uid, gid)
  }
  chmodSync(folder, 0o700)
  const port = await freePort()
  run(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  // fsync=off only skips flushing to the disk: a killed server (immediate mode) loses nothing the
  // operating system holds. Commits stay synchronous, as in production, so an acknowledged write
  // survives a crash of PostgreSQL itself.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  const pgCtlArgs = (...args: string[]) => [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(folder, 'log'),
    '-w',
    '-t',
    '60',
    ...args,
  ]
  const pgCtl = (...args: string[]) => run(bin, 'pg_ctl', pgCtlArgs(...args))
  pgCtl('start')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart(mode = 'fast') {
      return runAsync(bin, 'pg_ctl', pgCtlArgs('restart', '-m', mode))
    },
    destroy() {
      try {
        pgCtl('stop', '-m', 'immediate')
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
