import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { act, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PRERENDERED_PAGES } from '@/shared/paths.ts'
import { App } from './app.tsx'
import type { PrerenderedPage } from './prerender.tsx'

/**
 * The build step's pages, rendered as scripts/prerender.mjs does, but by tsx in a child process:
 * React's server renderer leaves its context values behind in the process it runs in, which the
 * browser renderer of the hydration test below would then read.
 */
async function prerender(): Promise<PrerenderedPage[]> {
  const script =
    "import('./src/web/prerender.tsx').then((m) => m.prerenderPages()).then((pages) => process.stdout.write(JSON.stringify(pages)))"
  const { stdout } = await promisify(execFile)(path.resolve('node_modules/.bin/tsx'), ['-e', script], {
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout) as PrerenderedPage[]
}

let pages: PrerenderedPage[] = []
beforeAll(async () => {
  pages = await prerender()
}, 180_000)

/** Hydration waits for the page's lazy module, which a loaded machine transforms slowly. */
const LAZY_PAGE = { timeout: 30_000 }

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('prerendered public pages (the build step)', () => {
  it('hold each page’s title, description and heading; the home page its hero text', () => {
    expect(pages.map((page) => page.path)).toEqual(Object.keys(PRERENDERED_PAGES))
    const home = pages.find((page) => page.path === '/')
    expect(home?.title).toBe('Talentos — Recrutamento simples para sua empresa')
    document.body.innerHTML = home?.html ?? ''
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Contrate as melhores pessoas sem se perder em currículos',
    )
    // The whole page is there (crawlers), under the 1-second overlay the spec asks for.
    expect(screen.getByText('Carregando o Talentos…')).toBeInTheDocument()
    expect(document.querySelector('#pricing')).toHaveTextContent('R$ 19,90')
    for (const page of pages) {
      expect(page.description.length, page.path).toBeGreaterThan(40)
      expect(page.modules.length, page.path).toBeGreaterThan(0)
    }
    expect(pages.find((page) => page.path === '/entrar')?.title).toBe('Entrar | Talentos')
    expect(pages.find((page) => page.path === '/cadastre-se')?.html).toContain('Crie sua conta grátis')
  })

  it('are adopted by the app in the browser without a hydration warning', async () => {
    // A visitor: GET /api/session answers no session.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ session: null })),
    )
    // What jsdom lacks and the marketing pages use: a desktop window (every media query matches), so
    // the nav switches from the server's narrow layout to the wide one right after hydration.
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true, addEventListener: () => {}, removeEventListener: () => {} })),
    )
    vi.stubGlobal('scrollTo', vi.fn())
    for (const page of pages) {
      window.history.replaceState(null, '', page.path)
      document.body.innerHTML = `<div id="root">${page.html}</div>`
      const container = document.getElementById('root') as HTMLElement
      const heading = container.querySelector('h1')
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <App />
          </StrictMode>,
        )
      })
      if (page.path === '/entrar' || page.path === '/cadastre-se') {
        // The fields come alive once the page's code has taken the HTML over.
        await waitFor(() => expect(screen.getAllByRole('textbox')[0]).toBeEnabled(), LAZY_PAGE)
      } else {
        // The nav shows the visitor's actions once the session is read.
        const banner = screen.getByRole('banner')
        expect(await within(banner).findByRole('link', { name: 'Entrar' }, LAZY_PAGE)).toBeInTheDocument()
      }
      // Adopted, not replaced: the server's heading element is the one on screen.
      expect(container.querySelector('h1'), page.path).toBe(heading)
      act(() => root?.unmount())
      root = undefined
    }
    // setup.ts fails the test on any console.error: React reports hydration mismatches there.
  }, 120_000)
})
