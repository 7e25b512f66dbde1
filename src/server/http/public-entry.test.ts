import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCompany } from '../features/public-form/test-support.ts'
import { createTestApp, type TestContext } from '../test/app.ts'

/**
 * Issue 18: a build with the public pages' own entry (public.html and .vite/public-manifest.json,
 * vite.public.config.ts) serves it for /f/{slug}, /formulario-enviado, /c/{slug} and job pages, with
 * the preloads of that build's manifest; every other page keeps index.html.
 */
const html = (entry: string) => `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Talentos</title>
    <script type="module" crossorigin src="/assets/${entry}.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

const APP_MANIFEST = {
  'index.html': { file: 'assets/index-app.js' },
  'src/web/pages/public-form/public-form.tsx': { file: 'assets/public-form-app.js', imports: ['index.html'] },
}
const PUBLIC_MANIFEST = {
  'public.html': { file: 'assets/public-entry.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-public.js' },
  '_button.js': { file: 'assets/button-public.js' },
  'src/web/pages/public-form/public-form.tsx': {
    file: 'assets/public-form-public.js',
    imports: ['public.html', '_button.js'],
  },
  'src/web/pages/public-form/form-submitted.tsx': {
    file: 'assets/form-submitted-public.js',
    imports: ['public.html', '_button.js'],
  },
  'src/web/pages/careers/careers-pages.tsx': {
    file: 'assets/careers-public.js',
    imports: ['public.html', '_button.js'],
  },
}

let ctx: TestContext
let webRoot: string

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'talentos-public-entry-'))
  writeFileSync(path.join(webRoot, 'index.html'), html('index-app'))
  writeFileSync(path.join(webRoot, 'public.html'), html('public-entry'))
  mkdirSync(path.join(webRoot, '.vite'))
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(APP_MANIFEST))
  writeFileSync(path.join(webRoot, '.vite', 'public-manifest.json'), JSON.stringify(PUBLIC_MANIFEST))
  ctx = await createTestApp({ webRoot })
})
afterAll(async () => {
  await ctx.close()
  rmSync(webRoot, { recursive: true, force: true })
})

const get = (url: string) => ctx.app.inject({ method: 'GET', url })

describe('the public pages entry', () => {
  it('serves /f/{slug} from public.html with the public build’s chunks preloaded', async () => {
    const company = await createCompany(ctx.database.db)
    const response = await get(`/f/${company.slug}`)
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('/assets/public-entry.js')
    expect(response.body).not.toContain('index-app')
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/public-form-public.js">',
    )
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/button-public.js">')
    expect(response.body).not.toContain('public-form-app')
  })

  it('serves /c/{slug} and /formulario-enviado from public.html', async () => {
    const company = await createCompany(ctx.database.db)
    const careers = await get(`/c/${company.slug}`)
    expect(careers.body).toContain('/assets/public-entry.js')
    expect(careers.body).toContain('href="/assets/careers-public.js"')
    const submitted = await get('/formulario-enviado')
    expect(submitted.statusCode).toBe(200)
    expect(submitted.headers['cache-control']).toBe('no-cache')
    expect(submitted.body).toContain('/assets/public-entry.js')
    expect(submitted.body).toContain('href="/assets/form-submitted-public.js"')
    expect((await get('/formulario-enviado/')).body).toContain('/assets/public-entry.js')
  })

  it('keeps index.html for the other pages, and 404s for unknown ones', async () => {
    const signIn = await get('/entrar')
    expect(signIn.statusCode).toBe(200)
    expect(signIn.body).toContain('/assets/index-app.js')
    expect(signIn.body).not.toContain('public-entry')
    const unknown = await get('/nao-existe')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('/assets/index-app.js')
  })
})
