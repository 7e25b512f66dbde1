import type { CandidateApplication } from '../../../shared/candidate-area/api.ts'
import type { Db } from '../../db/client.ts'

/**
 * What another feature adds to the candidate area's application cards (issue 17: the messages the
 * company sent, the interviews with their confirm buttons). Each section loads, for the signed-in
 * person's applications, its part of each card; GET /api/candidate/:slug/area merges them in.
 *
 * To plug one in: write a loader answering a Map from application id to its part and add it to
 * CANDIDATE_AREA_SECTIONS. `hasUpcomingInterview` turns the card's status into "Entrevista
 * agendada" (shared/candidate-area/api.ts candidateStatus).
 */
export type CandidateAreaSectionPart = Partial<Pick<CandidateApplication, 'messages' | 'interviews'>> & {
  hasUpcomingInterview?: boolean
}

export type CandidateAreaSection = (
  db: Db,
  scope: { companyId: string; personId: string; applicationIds: string[] },
) => Promise<Map<string, CandidateAreaSectionPart>>

export const CANDIDATE_AREA_SECTIONS: CandidateAreaSection[] = []
