import { asc, count, eq, inArray, sql } from 'drizzle-orm'
import {
  JOB_MESSAGES,
  MAX_STAGES,
  MIN_STAGES,
  type Stage,
  type StageTemplate,
} from '../../../shared/jobs/api.ts'
import type { Db, DbExecutor } from '../../db/client.ts'
import { jobStages, stageTemplates } from '../../db/schema/jobs.ts'
import { candidateSubmissions } from '../../db/schema/submissions.ts'
import { tenantWhere } from '../../db/tenant.ts'
import { AppError } from '../../errors.ts'
import { assertCan, type Caller } from '../applications/applications.service.ts'
import { findJob, listStages, readStageTemplate } from './jobs.service.ts'
import { moveApplicationsInTx } from './pipeline.service.ts'

/** GET /api/settings/stages: the template new jobs start from. */
export async function getStageTemplate(db: Db, caller: Caller): Promise<StageTemplate> {
  assertCan(caller, 'jobs:view')
  return { stages: await readStageTemplate(db, caller.companyId) }
}

/** PUT /api/settings/stages: jobs created afterwards copy it; existing jobs keep their stages. */
export async function saveStageTemplate(
  db: Db,
  options: { caller: Caller; data: StageTemplate },
): Promise<StageTemplate> {
  assertCan(options.caller, 'jobs:manage')
  await db
    .insert(stageTemplates)
    .values({ companyId: options.caller.companyId, stages: options.data.stages })
    .onConflictDoUpdate({
      target: stageTemplates.companyId,
      set: { stages: options.data.stages, updatedAt: new Date() },
    })
  return { stages: options.data.stages }
}

async function stagesOf(tx: DbExecutor, companyId: string, jobId: string) {
  return tx
    .select({ id: jobStages.id, name: jobStages.name, position: jobStages.position })
    .from(jobStages)
    .where(tenantWhere(jobStages, companyId, eq(jobStages.jobId, jobId)))
    .orderBy(asc(jobStages.position))
}

function assertNameFree(stages: readonly { id: string; name: string }[], name: string, exceptId?: string) {
  const lower = name.toLocaleLowerCase('pt-BR')
  if (stages.some((stage) => stage.id !== exceptId && stage.name.toLocaleLowerCase('pt-BR') === lower)) {
    throw new AppError('UNPROCESSABLE', JOB_MESSAGES.stageNameTaken, {
      fields: { name: JOB_MESSAGES.stageNameTaken },
    })
  }
}

/** Rewrites positions 0..n-1 in the given order, in one statement. */
async function writeOrder(tx: DbExecutor, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return
  const position = sql.join(
    ids.map((id, index) => sql`when ${jobStages.id} = ${id} then ${index}::integer`),
    sql` `,
  )
  await tx
    .update(jobStages)
    .set({ position: sql`case ${position} end`, updatedAt: new Date() })
    .where(tenantWhere(jobStages, companyId, inArray(jobStages.id, [...ids])))
}

type StageRow = Awaited<ReturnType<typeof stagesOf>>[number]

/**
 * A change of a job's stages: checks the role, locks the job (two edits of one job wait for each other),
 * reads its stages for `edit`, and answers the stages with their counts after the change.
 */
async function editStages(
  db: Db,
  options: { caller: Caller; jobId: string },
  edit: (tx: DbExecutor, job: { id: string; stages: StageRow[] }) => Promise<void>,
): Promise<Stage[]> {
  const { caller } = options
  assertCan(caller, 'jobs:manage')
  await db.transaction(async (tx) => {
    const job = await findJob(tx, caller.companyId, options.jobId, true)
    await edit(tx, { id: job.id, stages: await stagesOf(tx, caller.companyId, job.id) })
  })
  return listStages(db, caller.companyId, options.jobId)
}

function assertStageOfJob(stages: readonly StageRow[], stageId: string) {
  if (!stages.some((stage) => stage.id === stageId))
    throw new AppError('NOT_FOUND', JOB_MESSAGES.stageNotFound)
}

/** POST /api/jobs/:id/stages: a new stage, placed before the last one ("Contratados" stays last). */
export async function addStage(
  db: Db,
  options: { caller: Caller; jobId: string; name: string },
): Promise<Stage[]> {
  const { caller } = options
  return editStages(db, options, async (tx, { id: jobId, stages }) => {
    if (stages.length >= MAX_STAGES) throw new AppError('UNPROCESSABLE', JOB_MESSAGES.stagesMax)
    assertNameFree(stages, options.name)
    const [row] = await tx
      .insert(jobStages)
      .values({ companyId: caller.companyId, jobId, name: options.name, position: stages.length })
      .returning({ id: jobStages.id })
    if (!row) throw new Error('stage insert returned no row')
    const ids = stages.map((stage) => stage.id)
    ids.splice(Math.max(ids.length - 1, 0), 0, row.id)
    await writeOrder(tx, caller.companyId, ids)
  })
}

/** PATCH /api/jobs/:id/stages/:stageId: renames. */
export async function renameStage(
  db: Db,
  options: { caller: Caller; jobId: string; stageId: string; name: string },
): Promise<Stage[]> {
  const { caller } = options
  return editStages(db, options, async (tx, { stages }) => {
    assertStageOfJob(stages, options.stageId)
    assertNameFree(stages, options.name, options.stageId)
    await tx
      .update(jobStages)
      .set({ name: options.name, updatedAt: new Date() })
      .where(tenantWhere(jobStages, caller.companyId, eq(jobStages.id, options.stageId)))
  })
}

/** PUT /api/jobs/:id/stages/order: every stage id of the job, each once, in the new order. */
export async function reorderStages(
  db: Db,
  options: { caller: Caller; jobId: string; stageIds: string[] },
): Promise<Stage[]> {
  const { caller } = options
  return editStages(db, options, async (tx, { stages }) => {
    const current = new Set(stages.map((stage) => stage.id))
    const given = new Set(options.stageIds)
    if (
      given.size !== options.stageIds.length ||
      given.size !== current.size ||
      options.stageIds.some((id) => !current.has(id))
    ) {
      throw new AppError('UNPROCESSABLE', JOB_MESSAGES.stageOrder)
    }
    await writeOrder(tx, caller.companyId, options.stageIds)
  })
}

/**
 * DELETE /api/jobs/:id/stages/:stageId?moveTo=: removes a stage. Its candidates (rejected ones
 * too) go to `moveTo`, another stage of the same job, recorded in their history like any move.
 */
export async function deleteStage(
  db: Db,
  options: { caller: Caller; jobId: string; stageId: string; moveTo: string | undefined },
): Promise<Stage[]> {
  const { caller } = options
  return editStages(db, options, async (tx, { id: jobId, stages }) => {
    assertStageOfJob(stages, options.stageId)
    if (stages.length <= MIN_STAGES) throw new AppError('UNPROCESSABLE', JOB_MESSAGES.stagesMin)
    const [inStage] = await tx
      .select({ total: count() })
      .from(candidateSubmissions)
      .where(
        tenantWhere(
          candidateSubmissions,
          caller.companyId,
          eq(candidateSubmissions.stageId, options.stageId),
        ),
      )
    if ((inStage?.total ?? 0) > 0) {
      if (!options.moveTo) {
        throw new AppError('UNPROCESSABLE', JOB_MESSAGES.stageMoveTarget, {
          fields: { moveTo: JOB_MESSAGES.stageMoveTarget },
          count: inStage?.total ?? 0,
        })
      }
      if (options.moveTo === options.stageId) {
        throw new AppError('UNPROCESSABLE', JOB_MESSAGES.stageMoveSame, {
          fields: { moveTo: JOB_MESSAGES.stageMoveSame },
        })
      }
      const ids = await tx
        .select({ id: candidateSubmissions.id })
        .from(candidateSubmissions)
        .where(
          tenantWhere(
            candidateSubmissions,
            caller.companyId,
            eq(candidateSubmissions.stageId, options.stageId),
          ),
        )
      await moveApplicationsInTx(tx, {
        caller,
        jobId,
        stageId: options.moveTo,
        applicationIds: ids.map((row) => row.id),
        // Rejected candidates of the removed stage stay rejected in their new stage.
        keepRejected: true,
      })
    }
    await tx
      .delete(jobStages)
      .where(tenantWhere(jobStages, caller.companyId, eq(jobStages.id, options.stageId)))
    await writeOrder(
      tx,
      caller.companyId,
      stages.filter((stage) => stage.id !== options.stageId).map((stage) => stage.id),
    )
  })
}
