/**
 * The layers of src/ and who may import whom, checked over the real import graph (relative and `@/`
 * imports resolved to files, so `../../features/x` is caught as well as `@/web/features/x`):
 * - src/shared runs in both the browser and the server: it imports neither web nor server;
 * - the browser never imports the server, and the server never imports the browser;
 * - a feature of the web app (src/web/features/<name>) never imports another feature: pieces two
 *   features need live in src/web/components or src/web/lib, and pages compose features;
 * - src/web/components and src/web/lib are below the features: they import no feature and no page.
 * The one exception to the feature rule is Biome's: only the marketing pages use features/marketing.
 * Run by `npm run lint` (scripts/check-import-boundaries.ts) and by src/web/test/import-boundaries.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export type BoundaryViolation = { file: string; specifier: string; rule: string }

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/
// A static import or re-export starts a line; a dynamic import() may stand anywhere.
const IMPORT =
  /^\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm

/** Every source file under `dir`, as paths relative to `root` with forward slashes. */
export function sourceFiles(root: string, dir = 'src'): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('src/server/db/migrations/'))
    .sort()
}

/** The module specifiers a file imports (static, re-exported and dynamic). */
export function importSpecifiers(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? '').filter(Boolean)
}

/** The src-relative target of a specifier (`src/web/lib/api.ts`), or null for a package. */
function resolveTarget(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return `src/${specifier.slice(2)}`
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  return null
}

const layerOf = (file: string) => /^src\/(shared|web|server)\//.exec(file)?.[1] ?? null
const featureOf = (file: string) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1] ?? null

/** What is wrong with `file` importing `target` (both src-relative), or null when it is allowed. */
export function boundaryRule(file: string, target: string): string | null {
  const from = layerOf(file)
  const to = layerOf(target)
  if (from === 'shared' && (to === 'web' || to === 'server')) {
    return 'src/shared runs in the browser and on the server: it imports neither src/web nor src/server'
  }
  if (from === 'web' && to === 'server') return 'the browser code never imports src/server'
  if (from === 'server' && to === 'web') return 'the server never imports src/web'
  const fromFeature = featureOf(file)
  const toFeature = featureOf(target)
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return `features do not import each other (${fromFeature} -> ${toFeature}): move the shared piece to src/web/components or src/web/lib`
  }
  if (/^src\/web\/(components|lib)\//.test(file) && /^src\/web\/(features|pages)\//.test(target)) {
    return 'src/web/components and src/web/lib are below the features: they import no feature and no page'
  }
  return null
}

/** Every import in `files` (src-relative paths under `root`) that crosses a boundary. */
export function findBoundaryViolations(root: string, files = sourceFiles(root)): BoundaryViolation[] {
  const violations: BoundaryViolation[] = []
  for (const file of files) {
    for (const specifier of importSpecifiers(readFileSync(path.join(root, file), 'utf8'))) {
      const target = resolveTarget(file, specifier)
      const rule = target === null ? null : boundaryRule(file, target)
      if (rule) violations.push({ file, specifier, rule })
    }
  }
  return violations
}
