/**
 * `npm run seed`: a demo company with ~60 realistic applications on the configured database
 * (PGlite in DATA_DIR by default, DATABASE_URL when set) and storage, through the app's services.
 * Refuses, changing nothing, when the demo company exists already. See scripts/seed-demo.ts.
 */
import { buildApp } from '../src/server/app.ts'
import { bootstrap } from '../src/server/bootstrap.ts'
import { paths } from '../src/shared/paths.ts'
import { DemoExistsError, seedDemoCompany } from './seed-demo.ts'

const { env, logger, migrated, ...deps } = await bootstrap({ workers: false })
await migrated
const app = await buildApp({ env, ...deps, logger: false, backgroundJobs: false })
await app.ready()
let exitCode = 0
try {
  const started = Date.now()
  const result = await seedDemoCompany(app)
  const statuses = Object.entries(result.byStatus)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ')
  console.log(
    [
      `Demo company created in ${((Date.now() - started) / 1000).toFixed(1)} s on ${deps.database.kind}:`,
      `  ${result.applications} applications (${statuses})`,
      `  public form: ${env.appUrl}/f/${result.slug}`,
      `  sign in at ${env.appUrl}${paths.signIn} with`,
      `    e-mail:   ${result.email}`,
      `    password: ${result.password}`,
    ].join('\n'),
  )
} catch (error) {
  if (!(error instanceof DemoExistsError)) throw error
  console.error(error.message)
  exitCode = 1
} finally {
  await app.close()
}
process.exit(exitCode)
