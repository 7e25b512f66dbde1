// Prerenders the public marketing and account pages (src/shared/paths.ts, PRERENDERED_PAGES) after
// `vite build`: bundles src/web/prerender.tsx for Node, renders each page, and writes
// <dist>/web/prerendered/<name>.html — the built index.html with the page's markup inside #root, its
// <title> and description, and modulepreload links for the page's lazy chunks — plus .br and .gz
// beside it (the server sends those as they are, src/server/http/spa.ts). The browser paints that
// HTML before any JavaScript runs; main.tsx then hydrates it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import { build } from 'vite'

const dist = process.env.DIST_DIR ?? 'dist'
const webRoot = path.join(dist, 'web')
// Inside the project, whatever DIST_DIR is, so the bundle's imports of react & co. resolve.
const ssrOut = path.join('node_modules', '.cache', `talentos-prerender-${process.pid}`)

await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/web/prerender.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
    // The browser build wrote the assets; this bundle only renders markup.
    copyPublicDir: false,
  },
})

const { prerenderPages } = await import(pathToFileURL(path.resolve(ssrOut, 'prerender.js')).href)
const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite', 'manifest.json'), 'utf8'))

const escapeHtml = (value) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  )

/** The chunk files a module needs (itself and its static imports), minus those index.html loads. */
function chunkFiles(modules) {
  const entry = manifest['index.html']
  const loaded = new Set(['index.html', ...(entry.imports ?? [])])
  const files = []
  const visit = (key) => {
    if (loaded.has(key)) return
    loaded.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`)
    files.push(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const module of modules) visit(module)
  return files
}

function replaceOnce(html, search, replacement) {
  if (!html.includes(search)) throw new Error(`prerender: index.html has no ${search}`)
  return html.replace(search, () => replacement)
}

const outDir = path.join(webRoot, 'prerendered')
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
for (const page of await prerenderPages()) {
  let html = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
  html = html.replace(
    /<meta name="description" content="[^"]*" \/>/,
    () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
  )
  const preloads = chunkFiles(page.modules)
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ')
  html = replaceOnce(html, '</head>', `  ${preloads}\n  </head>`)
  html = replaceOnce(html, '<div id="root"></div>', `<div id="root">${page.html}</div>`)
  const file = path.join(outDir, `${page.name}.html`)
  writeFileSync(file, html)
  writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }))
  writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
}
rmSync(ssrOut, { recursive: true, force: true })
