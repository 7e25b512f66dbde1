import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Comment, CommentList, MentionableMembers } from '../../../shared/comments/api.ts'
import type { ApplicationHistory } from '../../../shared/history/events.ts'
import type { NotificationList } from '../../../shared/notifications/api.ts'
import { notifications } from '../../db/schema/comments.ts'
import { createTestApp, type TestContext } from '../../test/app.ts'
import {
  createSignedInCompany,
  type SignedInCompany,
  submitTestApplication,
} from '../../test/applications.ts'
import { testDatabaseKind } from '../../test/database.ts'
import { injectAs } from '../../test/inject.ts'
import { lastMailTo, readOutbox } from '../../test/outbox.ts'
import { setCompanyPlan } from '../../test/plans.ts'
import { addTeamMember, type TeamMember } from '../../test/team.ts'
import { commentsForExport } from './comments.service.ts'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestApp({ env: { PUBLIC_SUBMIT_RATE_MAX: '1000' } })
})
afterAll(async () => {
  await ctx.close()
})

/** A company (on a plan with seats) with one application and a second member, Ana Souza. */
async function companyWithMember(role: 'padrao' | 'premium' = 'padrao') {
  const company = await createSignedInCompany(ctx)
  await setCompanyPlan(ctx.database.db, company.companyId, 'profissional')
  const applicationId = await submitTestApplication(ctx, company.slug)
  const ana = await addTeamMember(ctx, company, { fullName: 'Ana Souza', role })
  return { company, applicationId, ana }
}

function post(
  as: SignedInCompany | TeamMember,
  applicationId: string,
  body: string,
  mentionUserIds: string[] = [],
) {
  return injectAs(ctx.app, {
    method: 'POST',
    url: `/api/applications/${applicationId}/comments`,
    as,
    payload: { body, mentionUserIds },
  })
}

async function comments(as: SignedInCompany | TeamMember, applicationId: string) {
  const response = await injectAs(ctx.app, { url: `/api/applications/${applicationId}/comments`, as })
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as CommentList).items
}

describe(`comments on ${testDatabaseKind}`, () => {
  it('adds, lists (oldest first), edits and deletes a comment', async () => {
    const { company, applicationId } = await companyWithMember()
    const first = await post(company, applicationId, '  Boa experiência em logística.  ')
    expect(first.statusCode, first.body).toBe(201)
    const created = first.json() as Comment
    expect(created).toMatchObject({
      body: 'Boa experiência em logística.',
      authorName: company.fullName,
      authorUserId: company.userId,
      editedAt: null,
      canEdit: true,
      canDelete: true,
      mentions: [],
    })
    await post(company, applicationId, 'Segundo comentário.')
    expect((await comments(company, applicationId)).map((c) => c.body)).toEqual([
      'Boa experiência em logística.',
      'Segundo comentário.',
    ])

    const edited = await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/comments/${created.id}`,
      as: company,
      payload: { body: 'Ótima experiência em logística.' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json()).toMatchObject({ body: 'Ótima experiência em logística.' })
    expect(edited.json().editedAt).not.toBeNull()

    const deleted = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/comments/${created.id}`,
      as: company,
    })
    expect(deleted.statusCode).toBe(204)
    expect((await comments(company, applicationId)).map((c) => c.body)).toEqual(['Segundo comentário.'])
  })

  it('refuses an empty or too long comment with pt-BR messages', async () => {
    const { company, applicationId } = await companyWithMember()
    const empty = await post(company, applicationId, '   ')
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain('Escreva o comentário.')
    const long = await post(company, applicationId, 'a'.repeat(2001))
    expect(long.statusCode).toBe(400)
    expect(long.body).toContain('O comentário pode ter no máximo 2000 caracteres.')
    expect(await comments(company, applicationId)).toEqual([])
  })

  it('keeps HTML as plain text', async () => {
    const { company, applicationId } = await companyWithMember()
    const response = await post(company, applicationId, '<script>alert(1)</script> <b>ok</b>')
    expect(response.statusCode).toBe(201)
    expect(response.json().body).toBe('<script>alert(1)</script> <b>ok</b>')
  })

  it('lets only the author edit, and the author or an admin delete, with a pt-BR 403', async () => {
    const { company, applicationId, ana } = await companyWithMember()
    const byAdmin = (await post(company, applicationId, 'Do administrador.')).json() as Comment
    const byAna = (await post(ana, applicationId, 'Da Ana.')).json() as Comment

    const listedForAna = await comments(ana, applicationId)
    expect(listedForAna.find((c) => c.id === byAdmin.id)).toMatchObject({ canEdit: false, canDelete: false })
    expect(listedForAna.find((c) => c.id === byAna.id)).toMatchObject({ canEdit: true, canDelete: true })

    const editOther = await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/comments/${byAdmin.id}`,
      as: ana,
      payload: { body: 'Mudei.' },
    })
    expect(editOther.statusCode).toBe(403)
    expect(editOther.json().error.message).toBe(
      'Apenas o autor ou um administrador pode alterar este comentário.',
    )
    const deleteOther = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/comments/${byAdmin.id}`,
      as: ana,
    })
    expect(deleteOther.statusCode).toBe(403)

    // The admin edits nobody else's words, but may remove them.
    const adminEdits = await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/comments/${byAna.id}`,
      as: company,
      payload: { body: 'Mudei.' },
    })
    expect(adminEdits.statusCode).toBe(403)
    const adminDeletes = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/comments/${byAna.id}`,
      as: company,
    })
    expect(adminDeletes.statusCode).toBe(204)
    expect((await comments(company, applicationId)).map((c) => c.id)).toEqual([byAdmin.id])
  })

  it('lets a premium member delete only their own comments', async () => {
    const { company, applicationId, ana } = await companyWithMember('premium')
    const byAdmin = (await post(company, applicationId, 'Do administrador.')).json() as Comment
    const response = await injectAs(ctx.app, {
      method: 'DELETE',
      url: `/api/comments/${byAdmin.id}`,
      as: ana,
    })
    expect(response.statusCode).toBe(403)
  })

  it("answers 404 to another company's application or comment, and leaves it intact", async () => {
    const { company, applicationId } = await companyWithMember()
    const other = await createSignedInCompany(ctx)
    const created = (await post(company, applicationId, 'Interno.')).json() as Comment
    expect((await post(other, applicationId, 'Intruso.')).statusCode).toBe(404)
    expect(
      (await injectAs(ctx.app, { url: `/api/applications/${applicationId}/comments`, as: other })).statusCode,
    ).toBe(404)
    const edit = await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/comments/${created.id}`,
      as: other,
      payload: { body: 'Mudei.' },
    })
    expect(edit.statusCode).toBe(404)
    expect(
      (await injectAs(ctx.app, { method: 'DELETE', url: `/api/comments/${created.id}`, as: other }))
        .statusCode,
    ).toBe(404)
    expect((await comments(company, applicationId)).map((c) => c.body)).toEqual(['Interno.'])
  })

  it('records comment events in the history without the text', async () => {
    const { company, applicationId, ana } = await companyWithMember()
    const created = (
      await post(company, applicationId, 'Texto confidencial @Ana Souza', [ana.userId])
    ).json() as Comment
    await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/comments/${created.id}`,
      as: company,
      payload: { body: 'Outro texto confidencial' },
    })
    await injectAs(ctx.app, { method: 'DELETE', url: `/api/comments/${created.id}`, as: company })
    const history = (
      await injectAs(ctx.app, { url: `/api/applications/${applicationId}/history`, as: company })
    ).json() as ApplicationHistory
    const events = history.items.filter((event) => event.type.startsWith('comment_'))
    expect(events.map((event) => event.type)).toEqual(['comment_added', 'comment_edited', 'comment_deleted'])
    expect(events[0]?.data).toEqual({ commentId: created.id, mentions: 1 })
    expect(JSON.stringify(history)).not.toContain('confidencial')
  })
})

describe(`mentions and notifications on ${testDatabaseKind}`, () => {
  it('lists the company’s members for the autocomplete to every role', async () => {
    const { company, ana } = await companyWithMember()
    const response = await injectAs(ctx.app, { url: '/api/members', as: ana })
    expect(response.statusCode, response.body).toBe(200)
    const { items } = response.json() as MentionableMembers
    expect(items.map((member) => member.name).sort()).toEqual(['Ana Souza', company.fullName].sort())
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(['avatarUrl', 'id', 'name'])
  })

  it('notifies a mentioned member in the app and by e-mail with the application link', async () => {
    const { company, applicationId, ana } = await companyWithMember()
    const response = await post(company, applicationId, 'Olha essa candidata, @Ana Souza!', [ana.userId])
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().mentions).toEqual([{ id: ana.userId, name: 'Ana Souza' }])

    const mail = await lastMailTo(ctx.dataDir, ana.email, { subject: /mencionou você/, timeoutMs: 10_000 })
    expect(mail.subject).toBe(`${company.fullName} mencionou você em um comentário`)
    expect(mail.text).toContain('Olá, Ana!')
    expect(mail.links.some((link) => link.endsWith(`/curriculos?candidatura=${applicationId}`))).toBe(true)
    // The comment's words stay in the app.
    expect(mail.text).not.toContain('Olha essa candidata')

    const count = await injectAs(ctx.app, { url: '/api/notifications/unread-count', as: ana })
    expect(count.json()).toEqual({ unread: 1 })
    const list = (await injectAs(ctx.app, { url: '/api/notifications', as: ana })).json() as NotificationList
    expect(list).toMatchObject({ total: 1, unread: 1, page: 1 })
    expect(list.items[0]).toMatchObject({
      type: 'mention',
      actorName: company.fullName,
      applicationId,
      readAt: null,
    })
    expect(list.items[0]?.candidateName).toBeTruthy()
    // The author is not notified of their own comment.
    expect((await injectAs(ctx.app, { url: '/api/notifications/unread-count', as: company })).json()).toEqual(
      {
        unread: 0,
      },
    )
  })

  it('does not mention a member whose @name was removed from the text, nor the author', async () => {
    const { company, applicationId, ana } = await companyWithMember()
    const response = await post(company, applicationId, 'Sem menção no texto.', [ana.userId, company.userId])
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().mentions).toEqual([])
    expect((await injectAs(ctx.app, { url: '/api/notifications/unread-count', as: ana })).json()).toEqual({
      unread: 0,
    })
  })

  it("refuses to mention another company's member (422) and stores nothing", async () => {
    const { company, applicationId } = await companyWithMember()
    const other = await createSignedInCompany(ctx, { fullName: 'Carlos Dias' })
    const response = await post(company, applicationId, 'Oi @Carlos Dias', [other.userId])
    expect(response.statusCode).toBe(422)
    expect(response.json().error.message).toBe('Só é possível mencionar membros da sua equipe.')
    expect(await comments(company, applicationId)).toEqual([])
    const stored = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other.userId)))
    expect(stored).toEqual([])
  })

  it('notifies only members newly mentioned by an edit', async () => {
    const { company, applicationId, ana } = await companyWithMember()
    const bruno = await addTeamMember(ctx, company, { fullName: 'Bruno Lima' })
    const created = (await post(company, applicationId, '@Ana Souza veja', [ana.userId])).json() as Comment
    const before = (await readOutbox(ctx.dataDir)).length
    const edited = await injectAs(ctx.app, {
      method: 'PATCH',
      url: `/api/comments/${created.id}`,
      as: company,
      payload: { body: '@Ana Souza e @Bruno Lima vejam', mentionUserIds: [ana.userId, bruno.userId] },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    await lastMailTo(ctx.dataDir, bruno.email, { subject: /mencionou/, after: before, timeoutMs: 10_000 })
    expect((await injectAs(ctx.app, { url: '/api/notifications/unread-count', as: ana })).json()).toEqual({
      unread: 1,
    })
    expect((await injectAs(ctx.app, { url: '/api/notifications/unread-count', as: bruno })).json()).toEqual({
      unread: 1,
    })
  })

  it('marks one notification read, then all ("Marcar todas como lidas"), each member only their own', async () => {
    const { company, applicationId, ana } = await companyWithMember()
    for (const text of ['um', 'dois', 'três'])
      await post(company, applicationId, `@Ana Souza ${text}`, [ana.userId])
    const list = (
      await injectAs(ctx.app, { url: '/api/notifications?pageSize=2', as: ana })
    ).json() as NotificationList
    expect(list.items).toHaveLength(2)
    expect(list.total).toBe(3)
    const newest = list.items[0]?.id ?? ''

    // Another member (and another company) cannot touch Ana's notification.
    const other = await createSignedInCompany(ctx)
    for (const as of [company, other]) {
      const response = await injectAs(ctx.app, {
        method: 'POST',
        url: `/api/notifications/${newest}/read`,
        as,
      })
      expect(response.statusCode).toBe(404)
    }

    const read = await injectAs(ctx.app, {
      method: 'POST',
      url: `/api/notifications/${newest}/read`,
      as: ana,
    })
    expect(read.statusCode).toBe(204)
    expect((await injectAs(ctx.app, { url: '/api/notifications/unread-count', as: ana })).json()).toEqual({
      unread: 2,
    })
    const all = await injectAs(ctx.app, { method: 'POST', url: '/api/notifications/read-all', as: ana })
    expect(all.json()).toEqual({ updated: 2 })
    expect((await injectAs(ctx.app, { url: '/api/notifications/unread-count', as: ana })).json()).toEqual({
      unread: 0,
    })
  })
})

describe(`commentsForExport on ${testDatabaseKind}`, () => {
  it("gives the company's comments per application, never another company's", async () => {
    const { company, applicationId } = await companyWithMember()
    await post(company, applicationId, 'Primeiro.')
    await post(company, applicationId, 'Segundo.')
    const other = await createSignedInCompany(ctx)
    const exported = await commentsForExport(ctx.database.db, company.companyId, [applicationId])
    expect(exported.get(applicationId)?.map((c) => c.body)).toEqual(['Primeiro.', 'Segundo.'])
    expect((await commentsForExport(ctx.database.db, other.companyId, [applicationId])).size).toBe(0)
  })
})
