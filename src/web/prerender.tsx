import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { PRERENDERED_PAGES } from '@/shared/paths.ts'
import { App } from './app.tsx'
import { DocumentTitleRecorder } from './lib/use-document-title.ts'

/**
 * The build's server-side entry (scripts/prerender.mjs bundles it after `vite build` and runs it
 * once per page of PRERENDERED_PAGES): the page's HTML, as the browser's first render will produce
 * it (main.tsx hydrates it), and its title and description for the document's head.
 */
export type PrerenderedPage = {
  path: string
  /** File name under prerendered/ (without .html). */
  name: string
  /** The markup inside <div id="root">. */
  html: string
  title: string
} & PageHead

type PageHead = {
  /** What search engines and link previews show under the page's title. */
  description: string
  /** The router's lazy modules the page needs (router.tsx): the HTML preloads them for hydration. */
  modules: string[]
}

const SERVER_STATE = 'src/web/pages/server-state-layout.tsx'

const HEADS: Record<keyof typeof PRERENDERED_PAGES, PageHead> = {
  '/': {
    description: 'Talentos: organize currículos e processos seletivos da sua empresa em um só lugar.',
    modules: ['src/web/pages/marketing/home.tsx'],
  },
  '/sobre-nos': {
    description:
      'Conheça a história, a missão e os valores do Talentos, o recrutamento simples para pequenas e médias empresas brasileiras.',
    modules: ['src/web/pages/marketing/about.tsx'],
  },
  '/carreiras': {
    description:
      'Trabalhe no Talentos: conheça nossa história, o que procuramos e os benefícios de fazer parte do time.',
    modules: ['src/web/pages/marketing/careers.tsx'],
  },
  '/entrar': {
    description: 'Entre na sua conta do Talentos para gerenciar seus currículos e processos seletivos.',
    modules: [SERVER_STATE, 'src/web/pages/auth/sign-in.tsx'],
  },
  '/cadastre-se': {
    description:
      'Crie sua conta grátis no Talentos e simplifique o processo de recrutamento da sua empresa: até 100 currículos sem cartão.',
    modules: [SERVER_STATE, 'src/web/pages/auth/sign-up.tsx'],
  },
}

async function renderToString(path: string, recorder: { title?: string }): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DocumentTitleRecorder value={recorder}>
        <App Router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>} />
      </DocumentTitleRecorder>
    </StrictMode>,
  )
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

export async function prerenderPages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = []
  for (const [path, name] of Object.entries(PRERENDERED_PAGES)) {
    const recorder: { title?: string } = {}
    const html = await renderToString(path, recorder)
    if (!recorder.title) throw new Error(`prerender: ${path} set no document title`)
    pages.push({
      path,
      name,
      html,
      title: recorder.title,
      ...HEADS[path as keyof typeof PRERENDERED_PAGES],
    })
  }
  return pages
}
