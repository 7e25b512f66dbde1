import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { INTERVIEW_MODES, INTERVIEW_RESPONSES, INTERVIEW_STATUSES } from '../../../shared/interviews/api.ts'
import { user } from './auth.ts'
import { companies, timestamps } from './companies.ts'
import { candidateSubmissions } from './submissions.ts'

/**
 * Interviews scheduled for an application (issue 17, "Entrevistas"). Each one is a calendar event
 * sent to the candidate and the interviewers as an .ics file: `ics_uid` never changes, and
 * `ics_sequence` grows with every update (reschedule, cancel) so calendars replace the old copy.
 * docs/decisions/025-interviews.md.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => candidateSubmissions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: text('mode', { enum: INTERVIEW_MODES }).notNull(),
    /** The place of a "presencial" interview. */
    address: text('address'),
    /** The meeting link of an "online" interview. */
    link: text('link'),
    /** The member's message to the candidate (plain text). */
    message: text('message').notNull().default(''),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('scheduled'),
    candidateResponse: text('candidate_response', { enum: INTERVIEW_RESPONSES }).notNull().default('pending'),
    /** What the candidate wrote when asking for another time. */
    candidateNote: text('candidate_note'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    icsUid: text('ics_uid').notNull(),
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** Set when the 24-hour reminder went out for the current time (cleared by a reschedule). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('interviews_ics_uid_key').on(table.icsUid),
    index('interviews_company_starts_idx').on(table.companyId, table.startsAt),
    index('interviews_company_application_idx').on(table.companyId, table.applicationId),
    check('interviews_mode_check', sql`${table.mode} in ('presencial', 'online')`),
    check('interviews_status_check', sql`${table.status} in ('scheduled', 'cancelled')`),
    check(
      'interviews_candidate_response_check',
      sql`${table.candidateResponse} in ('pending', 'confirmed', 'reschedule_requested')`,
    ),
    check('interviews_duration_check', sql`${table.durationMinutes} between 5 and 480`),
  ],
)

/** The members who interview (team members of the interview's company). */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({
      name: 'interview_interviewers_pkey',
      columns: [table.companyId, table.interviewId, table.userId],
    }),
    index('interview_interviewers_company_user_idx').on(table.companyId, table.userId),
  ],
)
