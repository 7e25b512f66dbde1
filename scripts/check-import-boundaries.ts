// `npm run lint` runs this after Biome: fails with one line per import that crosses a layer or feature
// boundary (the rules are in scripts/import-boundaries.ts).
import { fileURLToPath } from 'node:url'
import { findBoundaryViolations } from './import-boundaries.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const violations = findBoundaryViolations(root)
for (const { file, specifier, rule } of violations) console.error(`${file}: import '${specifier}': ${rule}`)
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) cross a boundary.`)
  process.exitCode = 1
} else {
  console.log('Import boundaries: ok')
}
