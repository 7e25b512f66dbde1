import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/page-data.ts'
import { escapeHtml, jsonForScript } from './page-meta.ts'

/**
 * What the served HTML carries for a phone's first paint (issue 18): the answer of the API call the
 * page would make first, as a JSON data block (`<script type="application/json">`: never executed,
 * so the CSP needs no nonce for it), and modulepreload links for the page's lazy chunk and its
 * static imports, so they download in parallel with the entry instead of after it.
 */

/** index.html with the page's API answer in a JSON data block (escaped: no "</script>" can close it). */
export function withPageData(html: string, data: PageData): string {
  const block = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`
  // A replacer function: a "$&" in the data must stay text, not become a replacement pattern.
  return html.replace('</head>', () => `  ${block}\n  </head>`)
}

/** index.html with a modulepreload link for each script (and a stylesheet link for each CSS file). */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`
        : `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`,
    )
  if (links.length === 0) return html
  return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`)
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[] }

/**
 * The files a lazy page module needs before it can render (its chunk, its static imports and their
 * CSS), read from the build's .vite/manifest.json (or the given manifest, the public pages' own); empty without a manifest (tests, development).
 */
export function pageChunks(webRoot: string, source: string, manifestName = 'manifest.json'): string[] {
  const manifestPath = path.join(webRoot, '.vite', manifestName)
  if (!existsSync(manifestPath)) return []
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(source)
  return [...files]
}
