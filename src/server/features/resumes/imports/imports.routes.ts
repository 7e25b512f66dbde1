import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  createImportBatchSchema,
  IMPORT_FILE_NAME_HEADER,
  IMPORT_MAX_UPLOAD_BYTES,
  importBatchParamsSchema,
  importBatchSchema,
  importBatchViewSchema,
  importUploadResultSchema,
} from '../../../../shared/resumes/imports.ts'
import { requireAuth, requirePermission } from '../../../auth/guard.ts'
import { errorSchema } from '../../../errors.ts'
import { uploadNameOf } from '../../../http/upload-name.ts'
import type { Caller } from '../../applications/applications.service.ts'
import { createImportBatch, getImportBatch, uploadImportFile } from './imports.service.ts'

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

/**
 * "Importar currículos" on /curriculos (issue 15): a batch, its files (raw bytes, one request per
 * file or zip, so the screen shows each file's upload progress) and its state. admin and premium
 * (applications:import); another company's batch id answers 404.
 */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, storage, pool, queue } = app.deps
  const db = database.db
  const tags = ['resumes']
  const callerOf = (request: { auth: Caller }): Caller => ({
    companyId: request.auth.companyId,
    role: request.auth.role,
    userId: request.auth.userId,
  })

  // Uploads come as raw bytes (this plugin only): the service checks them by content, never by type.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  )

  app.post(
    '/api/resume-imports',
    {
      preHandler: [requireAuth, requirePermission('applications:import')],
      schema: {
        summary: 'Starts an import of CV files (optionally into a job, with a starting status)',
        tags,
        body: createImportBatchSchema,
        response: { 201: importBatchSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createImportBatch(db, { caller: callerOf(request), ...request.body })),
  )

  app.post(
    '/api/resume-imports/:id/files',
    {
      preHandler: [requireAuth, requirePermission('applications:import')],
      bodyLimit: IMPORT_MAX_UPLOAD_BYTES,
      schema: {
        summary: 'Adds one CV file, or a .zip of them, to an import (raw bytes, name in x-file-name)',
        tags,
        params: importBatchParamsSchema,
        response: { 200: importUploadResultSchema, ...errors },
      },
    },
    async (request) => {
      // An empty upload has no body at all: it is the 0-byte file the service answers "arquivo vazio".
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return uploadImportFile(
        { db, storage, pool, queue },
        {
          caller: callerOf(request),
          batchId: request.params.id,
          name: uploadNameOf(request.headers[IMPORT_FILE_NAME_HEADER]),
          bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        },
      )
    },
  )

  app.get(
    '/api/resume-imports/:id',
    {
      preHandler: [requireAuth, requirePermission('applications:import')],
      schema: {
        summary: 'An import and the state of each of its files',
        tags,
        params: importBatchParamsSchema,
        response: { 200: importBatchViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getImportBatch(db, { caller: callerOf(request), batchId: request.params.id })
    },
  )
}
