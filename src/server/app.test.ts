import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from './test/app.ts'
import { testDatabaseKind } from './test/database.ts'

const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))})`
const PRERENDERED_HOME = '<title>Talentos</title><div id="root"><h1>Contrate as melhores pessoas</h1></div>'

function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'talentos-web-'))
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Talentos</title><div id="root"></div>')
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), ASSET)
  // What the build writes beside each asset (vite.config.ts): sent as it is to browsers that take brotli.
  writeFileSync(path.join(root, 'assets', 'index-abc123.js.br'), brotliCompressSync(ASSET))
  // Two of the pages the build prerenders (scripts/prerender.mjs); the others fall back to index.html.
  mkdirSync(path.join(root, 'prerendered'))
  writeFileSync(path.join(root, 'prerendered', 'home.html'), PRERENDERED_HOME)
  writeFileSync(path.join(root, 'prerendered', 'home.html.br'), brotliCompressSync(PRERENDERED_HOME))
  writeFileSync(
    path.join(root, 'prerendered', 'entrar.html'),
    '<title>Entrar</title><div id="root"><h1>Entrar</h1></div>',
  )
  mkdirSync(path.join(root, '.vite'))
  writeFileSync(path.join(root, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}')
  return root
}

describe(`app on ${testDatabaseKind}`, () => {
  let ctx: TestContext

  beforeAll(async () => {
    ctx = await createTestApp({ webRoot: fakeWebRoot() })
  })
  afterAll(async () => {
    await ctx.close()
  })

  it('answers the health check with the database status', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: { status: 'ok', kind: testDatabaseKind } })
  })

  it('has the spec tables and the search extensions after migrations', async () => {
    const tables = await ctx.database.db.execute<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public'` as never,
    )
    const names = tables.rows.map((row) => row.table_name)
    expect(names).toEqual(
      expect.arrayContaining([
        'companies',
        'subscriptions',
        'profiles',
        'form_configurations',
        'candidate_submissions',
      ]),
    )
    const extensions = await ctx.database.db.execute<{ extname: string }>(
      'select extname from pg_extension' as never,
    )
    expect(extensions.rows.map((row) => row.extname)).toEqual(
      expect.arrayContaining(['pg_trgm', 'unaccent', 'citext']),
    )
  })

  it('answers unknown API paths with a JSON 404 in Portuguese', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/nao-existe' })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/application\/json/)
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Recurso não encontrado.' } })
    }
  })

  it('serves the SPA for app pages with no-cache (history fallback)', async () => {
    for (const url of ['/sobre-nos', '/carreiras', '/esqueci-senha']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('serves the prerendered HTML of the public pages the build rendered, with no-cache', async () => {
    for (const [url, heading] of [
      ['/', '<h1>Contrate as melhores pessoas</h1>'],
      ['/entrar', '<h1>Entrar</h1>'],
      ['/entrar/', '<h1>Entrar</h1>'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toMatch(/text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.body, url).toContain(heading)
    }
    const compressed = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(PRERENDERED_HOME)
    // A page the build did not prerender, and a query string on one it did.
    const plain = await ctx.app.inject({ method: 'GET', url: '/cadastre-se' })
    expect(plain.statusCode).toBe(200)
    expect(plain.body).toContain('<div id="root"></div>')
    const withQuery = await ctx.app.inject({ method: 'GET', url: '/entrar?de=email' })
    expect(withQuery.body).toContain('<h1>Entrar</h1>')
  })

  it('serves the SPA with a 404 status for unknown pages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/pagina/que-nao-existe' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<div id="root">')
  })

  it('caches hashed assets forever and compresses them', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('sends the brotli file the build wrote, varying on Accept-Encoding', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET)
  })

  it('keeps the build manifest and other dot-folders private', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/', '/%2Evite/manifest.json']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      expect(response.body, url).not.toContain('index-abc123')
    }
  })

  it('answers a missing asset with 404 instead of the SPA', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' })
    expect(response.statusCode).toBe(404)
  })

  it('sends the security headers on pages and API answers', async () => {
    for (const url of ['/', '/api/health', '/api/nao-existe']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      const csp = String(response.headers['content-security-policy'])
      expect(csp, url).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers['x-frame-options']).toBe('DENY')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('publishes the OpenAPI description', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    expect(response.json().paths).toHaveProperty('/api/health')
  })

  it('serves the API docs page and its assets (built on the first request)', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('static/swagger-ui-bundle.js')
    const asset = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['content-type']).toContain('text/css')
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/nada.js' })
    expect(missing.statusCode).toBe(404)
  })
})

describe('app behind https', () => {
  it('adds HSTS when APP_URL is https', async () => {
    const ctx = await createTestApp({ env: { APP_URL: 'https://talentos.example.com' } })
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' })
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await ctx.close()
    }
  })
})

describe('request logs', () => {
  it('never keep the tokens of invitation, reset and confirmation links', async () => {
    const lines: string[] = []
    const stream = { write: (line: string) => void lines.push(line) }
    const logged = await createTestApp({ logger: { level: 'info', stream } })
    try {
      await logged.app.inject({ method: 'GET', url: '/api/invitations/segredo-do-convite-123' })
      await logged.app.inject({ method: 'GET', url: '/api/auth/verify-email?token=segredo-do-email' })
    } finally {
      await logged.close()
    }
    const text = lines.join('')
    expect(text).toContain('/api/invitations/[redacted]')
    expect(text).toContain('/api/auth/verify-email?token=[redacted]')
    expect(text).not.toContain('segredo')
  })
})
