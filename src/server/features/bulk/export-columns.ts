import { formatSaoPauloDateTime } from '../../../shared/interviews/sao-paulo-time.ts'
import type { Db } from '../../db/client.ts'
import { commentsForExport } from '../comments/comments.service.ts'
import { organizationOf } from '../organize/organize.service.ts'
import { ratingSummaries } from '../ratings/ratings.service.ts'

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

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 })

/** Pastas and Etiquetas (issue 16), by name, separated by "; ". */
const organizationColumns: FullExportColumnSource = {
  headers: ['Pastas', 'Etiquetas'],
  async load(db, companyId, ids) {
    const organization = await organizationOf(db, companyId, ids)
    return new Map(
      [...organization].map(([id, { folders, tags }]) => [
        id,
        [folders.map((folder) => folder.name).join('; '), tags.map((tag) => tag.name).join('; ')],
      ]),
    )
  },
}

/** The team's ratings (issue 16): average (one decimal, pt-BR) and how many. */
const ratingColumns: FullExportColumnSource = {
  headers: ['Avaliação média', 'Avaliações'],
  async load(db, companyId, ids) {
    const ratings = await ratingSummaries(db, companyId, ids)
    return new Map(
      [...ratings].map(([id, rating]) => [
        id,
        [rating.average === null ? '' : decimal.format(rating.average), String(rating.count)],
      ]),
    )
  },
}

/**
 * The team's comments (issue 16), oldest first, one per line: "dd/MM/yyyy HH:mm Autor: texto". They
 * leave the company only in its own full export — never in the candidate's data export.
 */
const commentColumns: FullExportColumnSource = {
  headers: ['Comentários'],
  async load(db, companyId, ids) {
    const comments = await commentsForExport(db, companyId, ids)
    return new Map(
      [...comments].map(([id, list]) => [
        id,
        [
          list
            .map(
              (comment) =>
                `${formatSaoPauloDateTime(comment.createdAt)} ${comment.authorName}: ${comment.body}`,
            )
            .join('\n'),
        ],
      ]),
    )
  },
}

export const FULL_EXPORT_EXTRA_COLUMNS: FullExportColumnSource[] = [
  organizationColumns,
  ratingColumns,
  commentColumns,
]
