import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findBoundaryViolations, importSpecifiers } from '../../../scripts/import-boundaries.ts'

/** Vitest runs from the project's root (where vitest.config.ts is). */
const projectRoot = process.cwd()

let scratch: string | undefined
afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  scratch = undefined
})

/** A throwaway tree under the system's temp folder with the given files (path -> code). */
function tree(files: Record<string, string>): string {
  scratch = mkdtempSync(path.join(tmpdir(), 'boundaries-'))
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true })
    writeFileSync(path.join(scratch, file), code)
  }
  return scratch
}

describe('import boundaries', () => {
  it('hold in the whole of src/', () => {
    expect(findBoundaryViolations(projectRoot)).toEqual([])
  })

  it('reads static, type-only, re-exported and dynamic imports', () => {
    const code = [
      "import { a } from '@/web/lib/a.ts'",
      "import type { B } from './b.ts'",
      "import './c.css'",
      "export { d } from '../d.ts'",
      "const e = lazy(() => import('./e.tsx'))",
    ].join('\n')
    expect(importSpecifiers(code)).toEqual(['@/web/lib/a.ts', './b.ts', './c.css', '../d.ts', './e.tsx'])
  })

  it('fail on a feature importing another feature, by alias or relative path', () => {
    const root = tree({
      'src/web/features/team/invite.tsx':
        "import { PasswordInput } from '@/web/features/auth/password-input.tsx'",
      'src/web/features/team/hooks/use-invite.ts': "import { useSignIn } from '../../auth/api.ts'",
    })
    expect(findBoundaryViolations(root).map(({ file, specifier }) => `${file} -> ${specifier}`)).toEqual([
      'src/web/features/team/hooks/use-invite.ts -> ../../auth/api.ts',
      'src/web/features/team/invite.tsx -> @/web/features/auth/password-input.tsx',
    ])
  })

  it('fail on shared importing web or server, web importing server, server importing web', () => {
    const root = tree({
      'src/shared/a.ts':
        "import { api } from '../web/lib/api.ts'\nimport { db } from '@/server/db/client.ts'",
      'src/web/lib/b.ts': "import type { AppDeps } from '@/server/app.ts'",
      'src/server/c.ts': "import { paths } from '../web/router.tsx'",
      'src/web/components/d.tsx': "import { TeamPage } from '@/web/features/team/team-page.tsx'",
    })
    expect(
      findBoundaryViolations(root)
        .map(({ file, specifier }) => `${file} -> ${specifier}`)
        .sort(),
    ).toEqual([
      'src/server/c.ts -> ../web/router.tsx',
      'src/shared/a.ts -> ../web/lib/api.ts',
      'src/shared/a.ts -> @/server/db/client.ts',
      'src/web/components/d.tsx -> @/web/features/team/team-page.tsx',
      'src/web/lib/b.ts -> @/server/app.ts',
    ])
  })

  it('allow a feature its own files, the shared layers, and pages composing features', () => {
    const root = tree({
      'src/web/features/team/hooks/use-team.ts':
        "import { teamKeys } from '../api.ts'\nimport { api } from '@/web/lib/api.ts'\nimport { ROLES } from '@/shared/roles.ts'",
      'src/web/features/team/team-page.tsx': "import { AuthLayout } from '@/web/components/auth-layout.tsx'",
      'src/web/pages/admin/users.tsx':
        "import { TeamPage } from '@/web/features/team/team-page.tsx'\nimport { ProfilePage } from '@/web/features/profile/profile-page.tsx'",
      'src/server/x.ts': "import { ROLES } from '../shared/roles.ts'\nimport { z } from 'zod'",
    })
    expect(findBoundaryViolations(root)).toEqual([])
  })
})
