import type { TestProject } from 'vitest/node'
import { preparePgliteTemplate, preparePostgresTemplate } from './template-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated PGlite data directory (src/server/test/template-database.ts). */
    pgliteTemplate: string
    /** A migrated template database on TEST_DATABASE_URL's server, or '' on PGlite. */
    postgresTemplate: string
  }
}

/** Vitest's global setup of the server project: the migrated template every test file copies. */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) {
    project.provide('postgresTemplate', await preparePostgresTemplate(adminUrl))
    project.provide('pgliteTemplate', '')
  } else {
    project.provide('pgliteTemplate', await preparePgliteTemplate())
    project.provide('postgresTemplate', '')
  }
}
