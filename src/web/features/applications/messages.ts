import type { DecisionStatus } from '@/shared/applications/api.ts'
import { SUBMISSION_STATUS_LABELS } from '@/shared/submission-status.ts'

/** The screen's toasts, worded as the spec's error catalogue words them. */
export const APPLICATION_TOASTS = {
  error: 'Erro',
  listFailed: 'Não foi possível carregar as candidaturas.',
  detailFailed: 'Não foi possível carregar a candidatura.',
  statusFailed: 'Não foi possível atualizar o status da candidatura.',
  statusUpdated: 'Status atualizado',
  /** With the label the badge shows: Candidatura marcada como "Aprovado". */
  statusUpdatedDescription: (status: DecisionStatus) =>
    `Candidatura marcada como "${SUBMISSION_STATUS_LABELS[status]}".`,
  deleteFailed: 'Não foi possível excluir a candidatura.',
  deleted: 'Candidatura excluída',
  deletedDescription: 'A candidatura foi excluída com sucesso.',
  pdfFailed: 'Não foi possível exportar a candidatura em PDF.',
  csvFailed: 'Não foi possível exportar as candidaturas.',
} as const
