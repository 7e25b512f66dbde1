import { citext } from '@electric-sql/pglite/contrib/citext'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'

/** The extensions of the first migration, built into PGlite (on the main thread or its own, pglite-thread.ts). */
export const PGLITE_EXTENSIONS = { citext, pg_trgm, unaccent }
