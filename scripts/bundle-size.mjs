// Reports the gzip size of the JavaScript and CSS a page downloads on its first load: the entry chunk
// with its static imports plus the page's lazy chunk with its static imports (the server preloads
// them), and how many JavaScript files that is. Deterministic: bytes of the build, no timing.
// The public pages (/f, /formulario-enviado, /c and its candidate area) have their own entry (public.html, issue 18) and manifest.
// Usage: node scripts/bundle-size.mjs [--json]   (after `npm run build`; DIST_DIR respected)
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const dist = path.join(process.env.DIST_DIR ?? 'dist', 'web')
const readManifest = (name) => JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8'))
const app = { manifest: readManifest('manifest.json'), entry: 'index.html' }
const publicEntry = existsSync(path.join(dist, '.vite', 'public-manifest.json'))
  ? { manifest: readManifest('public-manifest.json'), entry: 'public.html' }
  : app
const BUDGET_JS = 120 * 1024
/**
 * Issue 18's target for the public pages' initial JavaScript, met since their build runs on Preact's
 * compat layer (docs/decisions/029-preact-public-build.md): /f was 115.5 KB gzip in 20 files before the
 * public entry, 106.9 KB on React DOM in the public entry, 50.1 KB on Preact. A page over it is a
 * regression to look at, whatever the reason (React DOM back in the public build, a heavy import).
 */
const BUDGET_PUBLIC = 80 * 1024
/**
 * The candidate area (/c/{slug}/minha-area) is not a first visit, and it loads zod (~25 KB gzip, through
 * src/shared/resumes/candidate-upload.ts). It must not grow back: 154.6 KB gzip on React DOM, 97.6 KB on Preact.
 */
const BUDGET_CANDIDATE_AREA = 100 * 1024

const pages = {
  '/': [app, 'src/web/pages/marketing/home.tsx', BUDGET_JS],
  '/sobre-nos': [app, 'src/web/pages/marketing/about.tsx', BUDGET_JS],
  '/carreiras': [app, 'src/web/pages/marketing/careers.tsx', BUDGET_JS],
  '/f/{slug}': [publicEntry, 'src/web/pages/public-form/public-form.tsx', BUDGET_PUBLIC],
  '/formulario-enviado': [publicEntry, 'src/web/pages/public-form/form-submitted.tsx', BUDGET_PUBLIC],
  '/c/{slug} and its job pages': [publicEntry, 'src/web/pages/careers/careers-pages.tsx', BUDGET_PUBLIC],
  '/c/{slug}/minha-area': [
    publicEntry,
    ['src/web/pages/careers/careers-pages.tsx', 'src/web/features/candidate-area/candidate-area-page.tsx'],
    BUDGET_CANDIDATE_AREA,
  ],
}

function collect(manifest, key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return files
  files.add(chunk.file)
  for (const css of chunk.css ?? []) files.add(css)
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files)
  return files
}

const gzip = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
// What browsers that take brotli download: the build writes .br files beside the assets (vite.config.ts).
const brotli = (file) => brotliCompressSync(readFileSync(path.join(dist, file))).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
const sum = (files, size) => files.reduce((total, file) => total + size(file), 0)

let failed = false
const results = {}
for (const [route, [{ manifest, entry }, source, budget]] of Object.entries(pages)) {
  // A page inside another lazy page (the candidate area in the careers pages) downloads both chunks.
  const sources = [source].flat()
  if (!sources.every((key) => manifest[key])) continue
  const files = [...sources.reduce((found, key) => collect(manifest, key, found), collect(manifest, entry))]
  const scripts = files.filter((f) => f.endsWith('.js'))
  const styles = files.filter((f) => f.endsWith('.css'))
  const js = sum(scripts, gzip)
  const result = {
    entry,
    jsFiles: scripts.length,
    jsGzip: js,
    jsBrotli: sum(scripts, brotli),
    cssGzip: sum(styles, gzip),
  }
  results[route] = result
  const over = js > budget
  failed ||= over
  if (!process.argv.includes('--json'))
    console.log(
      `${route.padEnd(28)} ${entry.padEnd(11)} ${String(scripts.length).padStart(2)} JS files, gzip ${kb(js).padStart(9)}  brotli ${kb(result.jsBrotli).padStart(9)}  CSS gzip ${kb(result.cssGzip).padStart(8)}  ${over ? `OVER BUDGET ${kb(budget)}` : `ok (budget ${kb(budget)})`}`,
    )
}
if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2))
process.exitCode = failed ? 1 : 0
