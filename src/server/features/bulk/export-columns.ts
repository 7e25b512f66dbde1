import type { Db } from '../../db/client.ts'

/**
 * INTEGRATION HOOK — extra columns of the "Exportação completa" CSV (issue 16 item 9): folders,
 * tags, ratings and comments live in other features; each adds one source here, e.g.
 *
 *   { headers: ['Pastas'], load: (db, companyId, ids) => folderNamesByApplication(db, companyId, ids) }
 *
 * `load` answers, for the applications of one batch (at most a few hundred ids, all of the company),
 * each application's cells in the order of `headers`; an application missing from the map gets
 * empty cells. It must filter by `companyId` itself (tenancy).
 */
export type FullExportColumnSource = {
  headers: readonly string[]
  load(db: Db, companyId: string, applicationIds: readonly string[]): Promise<Map<string, string[]>>
}

/** Pastas, Etiquetas, Avaliação média, Comentários: added here when those features are merged. */
export const FULL_EXPORT_EXTRA_COLUMNS: FullExportColumnSource[] = []
