// Reports the gzip size of the JavaScript and CSS a page downloads on its first load:
// the entry chunk with its static imports plus the page's lazy chunk with its static imports.
// Usage: node scripts/bundle-size.mjs   (after `npm run build`; DIST_DIR respected)
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const dist = path.join(process.env.DIST_DIR ?? 'dist', 'web')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
const BUDGET_JS = 120 * 1024

const pages = {
  '/': 'src/web/pages/marketing/home.tsx',
  '/sobre-nos': 'src/web/pages/marketing/about.tsx',
  '/carreiras': 'src/web/pages/marketing/careers.tsx',
  '/f/{slug}': 'src/web/pages/public-form/public-form.tsx',
  '/c/{slug} and its job pages': 'src/web/pages/careers/careers-pages.tsx',
}

function collect(key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) collect(imported, files)
  return files
}

const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
// What browsers that take brotli download: the build writes .br files beside the assets (vite.config.ts).
const brotli = (file) => brotliCompressSync(readFileSync(path.join(dist, file))).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

let failed = false
for (const [route, source] of Object.entries(pages)) {
  if (!manifest[source]) continue
  const files = collect(source, collect('index.html'))
  const js = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzip(f), 0)
  const jsBrotli = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + brotli(f), 0)
  const css = [...files].filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzip(f), 0)
  const over = js > BUDGET_JS
  failed ||= over
  console.log(
    `${route.padEnd(28)} JS gzip ${kb(js).padStart(9)}  brotli ${kb(jsBrotli).padStart(9)}  CSS gzip ${kb(css).padStart(8)}  ${over ? 'OVER BUDGET' : 'ok'}`,
  )
}
process.exitCode = failed ? 1 : 0
