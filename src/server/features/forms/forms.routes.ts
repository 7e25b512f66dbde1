import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { editableFormSchema, formSaveSchema } from '../../../shared/forms/form-editor.ts'
import { requireAuth, requirePermission } from '../../auth/guard.ts'
import { errorSchema } from '../../errors.ts'
import { getEditableForm, saveCompanyForm } from './form-editor.service.ts'

/** The form builder's API (/formularios): read and save the caller's company form. */
export const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = [requireAuth, requirePermission('forms:manage')]

  app.get(
    '/api/forms',
    {
      preHandler: guard,
      schema: {
        summary: "The caller's company form, as the form builder edits it",
        tags: ['forms'],
        response: { 200: editableFormSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => getEditableForm(app.deps.database.db, { companyId: request.auth.companyId }),
  )

  app.put(
    '/api/forms',
    {
      preHandler: guard,
      schema: {
        summary: 'Saves the whole form at once (409 when another save came first)',
        tags: ['forms'],
        body: formSaveSchema,
        response: {
          200: editableFormSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          422: errorSchema,
        },
      },
    },
    async (request) =>
      saveCompanyForm(app.deps.database.db, { companyId: request.auth.companyId, input: request.body }),
  )
}
