import { PassThrough, type Readable } from 'node:stream'
import { asc, desc, eq, inArray } from 'drizzle-orm'
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { CANDIDATE_STATUS_LABELS, candidateStatus } from '../../../shared/candidate-area/api.ts'
import { formatDate, formatDateTime } from '../../../shared/format.ts'
import { describeEvent, eventLabel } from '../../../shared/history/events.ts'
import type { Db } from '../../db/client.ts'
import {
  applicationEvents,
  applicationFormVersions,
  candidateDataRequests,
  candidateSubmissions,
  jobStages,
  jobs,
  type StoredAnswer,
  submissionConsents,
  submissionFiles,
} from '../../db/schema/index.ts'
import { joinSameCompany, tenantWhere } from '../../db/tenant.ts'
import type { FileStorage } from '../../storage/storage.ts'
import { recordApplicationEvent } from '../history/history.service.ts'
import type { CandidateCaller } from './candidate-auth.service.ts'

const table = candidateSubmissions

/** The answers as the candidate gave them: label → value (files by their name). */
function readableAnswers(formData: Record<string, StoredAnswer>): Record<string, unknown> {
  const answers: Record<string, unknown> = {}
  for (const answer of Object.values(formData)) {
    const value = answer.value
    if (value && typeof value === 'object' && 'storageKey' in value) {
      answers[answer.label] = { arquivo: (value as { name?: string }).name ?? '' }
      continue
    }
    if (answer.subLabels && Array.isArray(value)) {
      answers[answer.label] = value.map((entry) =>
        Object.fromEntries(
          Object.entries(entry as Record<string, unknown>).map(([key, item]) => [
            answer.subLabels?.[key] ?? key,
            item,
          ]),
        ),
      )
      continue
    }
    answers[answer.label] = value
  }
  return answers
}

function safeName(name: string): string {
  return name.replace(/[\\/:*?"<>|]+|\p{Cc}+/gu, '_').slice(0, 120) || 'arquivo'
}

/**
 * GET /api/candidate/:slug/export ("Baixar meus dados"): one .zip, streamed, with `meus-dados.json`
 * (every application with its answers, earlier versions, consent and history — the team's
 * comments and member names are not included) and every file the company keeps of the person,
 * each read from storage only when the archive reaches it. The request is recorded
 * (`candidate_exported` on each application, an `exportacao` LGPD record).
 */
export async function exportCandidateData(
  deps: { db: Db; storage: FileStorage },
  caller: CandidateCaller,
  identifierHash: string,
): Promise<Readable> {
  const { db, storage } = deps
  const companyId = caller.company.id
  const rows = await db
    .select({
      id: table.id,
      status: table.status,
      createdAt: table.createdAt,
      updatedAt: table.updatedAt,
      withdrawnAt: table.withdrawnAt,
      formData: table.formData,
      resumeData: table.resumeData,
      jobTitle: jobs.title,
      jobStatus: jobs.status,
      stageName: jobStages.name,
    })
    .from(table)
    .leftJoin(jobs, joinSameCompany(jobs, table, eq(jobs.id, table.jobId)))
    .leftJoin(jobStages, joinSameCompany(jobStages, table, eq(jobStages.id, table.stageId)))
    .where(tenantWhere(table, companyId, eq(table.personId, caller.personId)))
    .orderBy(desc(table.createdAt))
  const ids = rows.map((row) => row.id)
  const [versions, consents, files, events] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(applicationFormVersions)
          .where(
            tenantWhere(
              applicationFormVersions,
              companyId,
              inArray(applicationFormVersions.applicationId, ids),
            ),
          )
          .orderBy(asc(applicationFormVersions.replacedAt)),
        db
          .select()
          .from(submissionConsents)
          .where(tenantWhere(submissionConsents, companyId, inArray(submissionConsents.submissionId, ids))),
        db
          .select()
          .from(submissionFiles)
          .where(tenantWhere(submissionFiles, companyId, inArray(submissionFiles.submissionId, ids)))
          .orderBy(asc(submissionFiles.createdAt)),
        db
          .select({
            applicationId: applicationEvents.applicationId,
            type: applicationEvents.type,
            data: applicationEvents.data,
            createdAt: applicationEvents.createdAt,
          })
          .from(applicationEvents)
          .where(tenantWhere(applicationEvents, companyId, inArray(applicationEvents.applicationId, ids)))
          .orderBy(asc(applicationEvents.createdAt)),
      ])
    : [[], [], [], []]

  const fileName = (file: (typeof files)[number], index: number) =>
    `arquivos/${file.submissionId.slice(0, 8)}/${index + 1}-${safeName(file.originalName)}`
  const document = {
    empresa: caller.company.name,
    geradoEm: formatDateTime(new Date()),
    observacao:
      'Todos os dados que a empresa guarda sobre você: suas candidaturas, respostas, versões anteriores, consentimentos, histórico e arquivos (pasta "arquivos").',
    candidaturas: rows.map((row) => {
      const consent = consents.find((item) => item.submissionId === row.id)
      return {
        id: row.id,
        vaga: row.jobTitle ?? 'Banco de talentos',
        enviadaEm: formatDate(row.createdAt),
        atualizadaEm: formatDateTime(row.updatedAt),
        situacao:
          CANDIDATE_STATUS_LABELS[
            candidateStatus({
              status: row.status,
              withdrawn: row.withdrawnAt !== null,
              stageName: row.stageName,
              jobClosed: row.jobStatus === 'encerrada',
            })
          ],
        retiradaEm: row.withdrawnAt ? formatDateTime(row.withdrawnAt) : null,
        respostas: readableAnswers(row.formData),
        versoesAnteriores: versions
          .filter((version) => version.applicationId === row.id)
          .map((version) => ({
            substituidaEm: formatDateTime(version.replacedAt),
            respostas: readableAnswers(version.formData),
          })),
        dadosLidosDoCurriculo: row.resumeData ?? null,
        consentimento: consent
          ? {
              versaoDoAviso: consent.noticeVersion,
              textoDoAviso: consent.noticeText,
              aceitoEm: formatDateTime(consent.acceptedAt),
              enderecoIp: consent.ipAddress,
              navegador: consent.userAgent,
              dadosSensiveis: consent.sensitiveDataAccepted,
            }
          : null,
        arquivos: files
          .map((file, index) => ({ file, index }))
          .filter(({ file }) => file.submissionId === row.id)
          .map(({ file, index }) => ({
            nome: file.originalName,
            tipo: file.contentType,
            tamanhoBytes: file.sizeBytes,
            enviadoEm: formatDateTime(file.createdAt),
            noZip: fileName(file, index),
          })),
        historico: events
          .filter((event) => event.applicationId === row.id)
          .map((event) => ({
            evento: eventLabel(event.type),
            detalhe: describeEvent(event.type, event.data),
            em: formatDateTime(event.createdAt),
          })),
      }
    }),
  }

  await db.transaction(async (tx) => {
    for (const id of ids) {
      await recordApplicationEvent(tx, {
        companyId,
        applicationId: id,
        actorUserId: null,
        type: 'candidate_exported',
        data: {},
      })
    }
    await tx.insert(candidateDataRequests).values({
      companyId,
      kind: 'exportacao',
      identifierHash,
      counts: { applications: ids.length, files: files.length },
    })
  })

  const output = new PassThrough()
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      output.destroy(error)
      return
    }
    output.write(Buffer.from(chunk))
    if (final) output.end()
  })
  const json = new ZipDeflate('meus-dados.json', { level: 6 })
  zip.add(json)
  json.push(strToU8(JSON.stringify(document, null, 2)), true)
  ;(async () => {
    for (const [index, file] of files.entries()) {
      const bytes = await storage.get(file.storageKey)
      if (!bytes) continue
      // Photos and CVs are compressed formats already: stored as they are.
      const entry = new ZipPassThrough(fileName(file, index))
      zip.add(entry)
      entry.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), true)
    }
    zip.end()
  })().catch((error: unknown) => output.destroy(error as Error))
  return output
}
