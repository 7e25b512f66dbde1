import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { IMPORT_FILE_STATES } from '../../../shared/resumes/imports.ts'
import type { ParsedResume } from '../../../shared/resumes/parsed-resume.ts'
import { RESUME_FAILURES, RESUME_FORMATS } from '../../../shared/resumes/resume-files.ts'
import { SUBMISSION_STATUSES } from '../../../shared/submission-status.ts'
import { user } from './auth.ts'
import { companies } from './companies.ts'
import { jobs } from './jobs.ts'
import { candidateSubmissions } from './submissions.ts'

/** One staff import (issue 15): the files one member dropped on /curriculos at once. */
export const resumeImportBatches = pgTable(
  'resume_import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** The job the batch's applications go into (its first stage); null: the talent pool. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The status the batch's applications start with. */
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('novo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resume_import_batches_company_created_idx').on(table.companyId, table.createdAt)],
)

/**
 * One file of an import (a zip counts as its entries). A file that passed the size and content
 * checks is stored under a generated key before anything reads it, so a failed job never loses it;
 * the `resumes.import` job reads it, parses it and creates the application (source "importacao").
 */
export const resumeImportFiles = pgTable(
  'resume_import_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => resumeImportBatches.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The name the file had on the member's computer (or in the zip): shown, never a path. */
    originalName: text('original_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** By content (magic bytes); null when the file was refused before it was recognised. */
    format: text('format', { enum: RESUME_FORMATS }),
    /** Null when the file was refused before it was stored (empty, too large, not a CV). */
    storageKey: text('storage_key'),
    state: text('state', { enum: IMPORT_FILE_STATES }).notNull().default('processing'),
    failure: text('failure', { enum: RESUME_FAILURES }),
    /** The application it became. */
    submissionId: uuid('submission_id').references(() => candidateSubmissions.id, { onDelete: 'set null' }),
    /**
     * The earlier application of the same person the import recognised (same CPF, e-mail or mobile
     * phone): the row reads "Duplicado — anexado a {nome}". Null when the CV was a new person.
     */
    duplicateOf: uuid('duplicate_of').references(() => candidateSubmissions.id, { onDelete: 'set null' }),
    /** The extracted text and what the parser read from it (kept for the detail's "Dados extraídos"). */
    text: text('text'),
    parsed: jsonb('parsed').$type<ParsedResume>(),
    /** A DOCX as sanitised HTML for the viewer. */
    html: text('html'),
    attempts: bigint('attempts', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('resume_import_files_company_batch_idx').on(table.companyId, table.batchId, table.createdAt),
    index('resume_import_files_submission_idx').on(table.submissionId),
    check('resume_import_files_size_check', sql`${table.sizeBytes} >= 0`),
  ],
)

/**
 * A CV a candidate attached on the public form (issue 15 item 1), checked by size and content and
 * stored before the application exists. Its id is the short-lived token the submission names; the
 * submission deletes the row in its transaction (one use) and keeps the file as its
 * submission_files row. Rows past `expires_at` are deleted by the orphan sweep, and their files —
 * then referenced by nothing — with it (jobs/orphan-files.ts).
 */
export const candidateResumeUploads = pgTable(
  'candidate_resume_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Generated from the company and the id: the file's own name is never a path. */
    storageKey: text('storage_key').notNull(),
    format: text('format', { enum: RESUME_FORMATS }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The name the file had on the candidate's device: shown, never a path. */
    originalName: text('original_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('candidate_resume_uploads_company_expires_idx').on(table.companyId, table.expiresAt),
    index('candidate_resume_uploads_expires_idx').on(table.expiresAt),
    check('candidate_resume_uploads_size_check', sql`${table.sizeBytes} >= 0`),
  ],
)
