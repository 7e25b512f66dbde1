import { sql } from 'drizzle-orm'
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { companies } from './companies.ts'
import { candidateSubmissions } from './submissions.ts'

/**
 * Comments of the team on an application ("Comentários", issue 16). Plain text, never shown to the
 * candidate and never in the candidate's data export (only in the company's full export).
 */
export const applicationComments = pgTable(
  'application_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => candidateSubmissions.id, { onDelete: 'cascade' }),
    /** null once the author's account is deleted (the comment stays, with the name kept). */
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The author's name when they wrote it. */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('application_comments_company_application_created_idx').on(
      table.companyId,
      table.applicationId,
      table.createdAt,
    ),
    check('application_comments_body_length', sql`char_length(${table.body}) between 1 and 2000`),
  ],
)

/** The members a comment mentions (@Nome), resolved to members of the comment's company only. */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id')
      .notNull()
      .references(() => applicationComments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index('comment_mentions_company_user_idx').on(table.companyId, table.userId),
  ],
)

/** A member's in-app notifications (the bell in the admin header). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Who receives it. */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 'mention' (src/shared/notifications/api.ts). */
    type: text('type').notNull(),
    /** The member who caused it, by name when it happened. */
    actorName: text('actor_name'),
    applicationId: uuid('application_id').references(() => candidateSubmissions.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => applicationComments.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_company_user_created_idx').on(table.companyId, table.userId, table.createdAt),
    index('notifications_company_user_unread_idx')
      .on(table.companyId, table.userId)
      .where(sql`${table.readAt} is null`),
  ],
)

/** Each member's 1–5 star rating of an application ("Avaliação"), at most one per member. */
export const applicationRatings = pgTable(
  'application_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => candidateSubmissions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('application_ratings_company_application_user_key').on(
      table.companyId,
      table.applicationId,
      table.userId,
    ),
    check('application_ratings_stars_range', sql`${table.stars} between 1 and 5`),
    check('application_ratings_note_length', sql`${table.note} is null or char_length(${table.note}) <= 500`),
  ],
)
