import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FormSave } from '../../shared/forms/form-editor.ts'
import type { PublicForm } from '../../shared/forms/public-form-api.ts'
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.ts'
import { getEditableForm, saveCompanyForm } from '../features/forms/form-editor.service.ts'
import { createJob } from '../features/jobs/test-support.ts'
import { createCompany } from '../features/public-form/test-support.ts'
import { createTestApp, type TestContext } from '../test/app.ts'
import { createSignedInCompany } from '../test/applications.ts'
import { pageChunks, withPageData, withPreloads } from './page-data.ts'

const INDEX_HTML = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Talentos — Recrutamento simples para sua empresa</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>`

/** A build manifest: the public form's page chunk imports the entry's chunk and one of its own. */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', imports: ['_react-abc.js'] },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  '_fields-abc.js': { file: 'assets/fields-abc.js', imports: ['_react-abc.js'] },
  'src/web/pages/public-form/public-form.tsx': {
    file: 'assets/public-form-abc.js',
    imports: ['index.html', '_fields-abc.js'],
    dynamicImports: ['_later-abc.js'],
  },
  'src/web/pages/careers/careers-pages.tsx': { file: 'assets/careers-abc.js', imports: ['index.html'] },
}

const HOSTILE = '</script><script>alert(1)</script> \u2028\u2029 & $& <!--'

let ctx: TestContext
let webRoot: string

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'talentos-web-'))
  writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML)
  mkdirSync(path.join(webRoot, '.vite'))
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  ctx = await createTestApp({ webRoot })
})
afterAll(async () => {
  await ctx.close()
  rmSync(webRoot, { recursive: true, force: true })
})

/** The JSON data block of a served page, parsed as the browser does. */
function pageData(html: string): PageData {
  const blocks = [...html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)]
  expect(blocks).toHaveLength(1)
  const [, id, json] = blocks[0] ?? []
  expect(id).toBe(PAGE_DATA_ELEMENT_ID)
  return JSON.parse(json ?? '') as PageData
}

describe('the served HTML of /f/{slug}', () => {
  it('embeds the form the API answers, escaped so no label can close the script or run code', async () => {
    const company = await createCompany(ctx.database.db, { name: `Acme ${HOSTILE}` })
    const editable = await getEditableForm(ctx.database.db, { companyId: company.id })
    const draft: FormSave = {
      version: editable.version,
      title: editable.title,
      steps: editable.steps.map((step, stepIndex) => ({
        title: step.title,
        fields: step.fields.map(({ id: _id, stepNumber: _s, orderIndex: _o, ...field }, fieldIndex) =>
          stepIndex === 0 && fieldIndex === 1 ? { ...field, label: `Nome ${HOSTILE}` } : field,
        ),
      })),
    }
    await saveCompanyForm(ctx.database.db, { companyId: company.id, input: draft })

    const response = await ctx.app.inject({ method: 'GET', url: `/f/${company.slug}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    const html = response.body
    // Nothing the company typed reaches the HTML as markup: one </script> per script element.
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<!--')
    expect(html).not.toMatch(/[\u2028\u2029]/)
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script\b/g)?.length ?? -1)

    const data = pageData(html)
    const api = await ctx.app.inject({ method: 'GET', url: `/api/public/forms/${company.slug}` })
    expect(data).toEqual({
      url: `/api/public/forms/${company.slug}`,
      page: `/f/${company.slug}`,
      status: 200,
      body: api.json(),
    })
    const form = data.body as PublicForm
    expect(form.companyName).toBe(`Acme ${HOSTILE}`)
    expect(form.steps[0]?.fields[1]?.label).toBe(`Nome ${HOSTILE}`)
  })

  it('preloads the chunks of the first step that index.html does not load already', async () => {
    const company = await createCompany(ctx.database.db)
    const html = (await ctx.app.inject({ method: 'GET', url: `/f/${company.slug}` })).body
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/public-form-abc.js">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/fields-abc.js">')
    expect(html.match(/assets\/react-abc\.js/g)).toHaveLength(1)
    expect(html.match(/assets\/index-abc\.js/g)).toHaveLength(1)
    // Loaded after the first step: not preloaded.
    expect(html).not.toContain('later-abc')
  })

  it('embeds the job application form of ?vaga= under its own API path', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, { title: 'Motorista' })
    const url = `/f/${company.slug}?vaga=${job.slug}`
    const data = pageData((await ctx.app.inject({ method: 'GET', url })).body)
    expect(data.url).toBe(`/api/public/forms/${company.slug}?vaga=${job.slug}`)
    expect(data.page).toBe(url)
    expect((data.body as PublicForm).job?.title).toBe('Motorista')
  })

  it('answers an unknown slug with 404 and the not-found answer the API gives, so the page shows "Formulário não encontrado"', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/f/empresa-que-nao-existe' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    const api = await ctx.app.inject({ method: 'GET', url: '/api/public/forms/empresa-que-nao-existe' })
    expect(api.statusCode).toBe(404)
    expect(pageData(response.body)).toEqual({
      url: '/api/public/forms/empresa-que-nao-existe',
      page: '/f/empresa-que-nao-existe',
      status: 404,
      body: { error: { code: api.json().error.code, message: api.json().error.message } },
    })
  })
})

describe('the served HTML of the careers page and job pages', () => {
  it('embeds the careers page and the job the API answers', async () => {
    const company = await createSignedInCompany(ctx)
    const job = await createJob(ctx, company.cookie, { title: `Analista ${HOSTILE}` })

    const careers = await ctx.app.inject({ method: 'GET', url: `/c/${company.slug}` })
    expect(careers.statusCode).toBe(200)
    const careersApi = await ctx.app.inject({ method: 'GET', url: `/api/public/careers/${company.slug}` })
    expect(pageData(careers.body)).toMatchObject({ status: 200, body: careersApi.json() })
    expect(careers.body).toContain('<link rel="modulepreload" crossorigin href="/assets/careers-abc.js">')

    const jobPage = await ctx.app.inject({ method: 'GET', url: `/c/${company.slug}/vagas/${job.slug}` })
    expect(jobPage.statusCode).toBe(200)
    expect(jobPage.body).not.toContain('<script>alert(1)')
    const jobApi = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/careers/${company.slug}/jobs/${job.slug}`,
    })
    expect(pageData(jobPage.body)).toEqual({
      url: `/api/public/careers/${company.slug}/jobs/${job.slug}`,
      page: `/c/${company.slug}/vagas/${job.slug}`,
      status: 200,
      body: jobApi.json(),
    })

    const missing = await ctx.app.inject({ method: 'GET', url: `/c/${company.slug}/vagas/nao-existe` })
    expect(missing.statusCode).toBe(404)
    expect(pageData(missing.body)).toMatchObject({ status: 404 })
  })
})

describe('withPageData / withPreloads / pageChunks', () => {
  it('keeps "$&" and line separators as data', () => {
    const html = withPageData('<head></head>', {
      url: '/api/x',
      page: '/x',
      status: 200,
      body: { a: '$& \u2028' },
    })
    expect(html).toContain('"a":"$\\u0026 \\u2028"')
  })

  it('adds no link twice and none without a manifest', () => {
    expect(withPreloads(INDEX_HTML, ['assets/react-abc.js'])).toBe(INDEX_HTML)
    expect(pageChunks(tmpdir(), 'src/web/pages/public-form/public-form.tsx')).toEqual([])
  })
})
