import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { freePort } from './private-postgres.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** One real app process (src/server/main.ts under tsx: no build needed), as a deployment runs it. */
export type AppProcess = {
  name: string
  url: string
  child: ChildProcess
  /** What the process wrote (its logs), for a failure message. */
  output(): string
  /** SIGTERM (graceful) or SIGKILL; resolves when the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

export async function startAppProcess(name: string, env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // APP_NODE_FLAGS: extra node flags for the app process (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
  // to profile it in a benchmark; NODE_OPTIONS refuses --cpu-prof on Node 20).
  const flags = process.env.APP_NODE_FLAGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`)
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${name} not ready after 90 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    name,
    url,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/**
 * A small round-robin load balancer in front of app processes: each request goes to the next
 * backend, answers carry `x-backend` (which one served it), and a backend that refuses a connection
 * is taken out of the rotation (the client gets 502 and retries, as a browser would).
 */
export type RoundRobinProxy = {
  url: string
  /** Requests answered by each backend, by name. */
  served: Record<string, number>
  close(): Promise<void>
}

export async function startRoundRobinProxy(backends: AppProcess[]): Promise<RoundRobinProxy> {
  const served: Record<string, number> = Object.fromEntries(backends.map((backend) => [backend.name, 0]))
  const down = new Set<string>()
  let next = 0
  const server = http.createServer((request, response) => {
    const alive = backends.filter((backend) => !down.has(backend.name))
    const backend = alive[next++ % Math.max(alive.length, 1)]
    if (!backend) {
      response.writeHead(502).end()
      return
    }
    const target = new URL(request.url ?? '/', backend.url)
    const upstream = http.request(target, { method: request.method, headers: request.headers }, (answer) => {
      served[backend.name] = (served[backend.name] ?? 0) + 1
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': backend.name })
      answer.pipe(response)
    })
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') down.add(backend.name)
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

type InjectLike = {
  method?: string
  url: string
  payload?: unknown
  headers?: Record<string, string>
}

/**
 * The part of FastifyInstance the test helpers use (`inject`), sent over real HTTP to `baseUrl`, so
 * createConfirmedAccount, injectAs and submitTestApplication drive app processes through the proxy.
 */
export function httpApp(baseUrl: string): FastifyInstance {
  const inject = async (options: InjectLike) => {
    const body =
      options.payload === undefined
        ? undefined
        : typeof options.payload === 'string'
          ? options.payload
          : JSON.stringify(options.payload)
    const response = await fetch(new URL(options.url, baseUrl), {
      method: options.method ?? 'GET',
      body,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      redirect: 'manual',
    })
    const raw = Buffer.from(await response.arrayBuffer())
    const cookies = response.headers.getSetCookie().map((line) => {
      const [pair = '', ...attributes] = line.split(';')
      const index = pair.indexOf('=')
      const maxAge = attributes
        .map((attribute) => attribute.trim().match(/^max-age=(-?\d+)$/i)?.[1])
        .find((value) => value !== undefined)
      return {
        name: pair.slice(0, index).trim(),
        value: pair.slice(index + 1).trim(),
        maxAge: maxAge === undefined ? undefined : Number(maxAge),
      }
    })
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: raw.toString('utf8'),
      rawPayload: raw,
      cookies,
      json: () => JSON.parse(raw.toString('utf8')),
    }
  }
  return { inject } as unknown as FastifyInstance
}
