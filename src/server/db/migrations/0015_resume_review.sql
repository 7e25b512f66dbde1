-- Issue 15, items 4 and 7: what the CV parser read from an application's CV (resume_data) and what
-- staff corrected of it in "Revisar dados" (resume_corrections: only the fields they changed). Kept on
-- the application, whatever brought the CV in (a staff import or the public form).
ALTER TABLE "candidate_submissions" ADD COLUMN "resume_data" jsonb;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "resume_corrections" jsonb;--> statement-breakpoint
-- Applications imported before this migration: the parse their import file row kept.
UPDATE "candidate_submissions" s SET "resume_data" = f."parsed"
  FROM "resume_import_files" f
  WHERE f."submission_id" = s."id" AND f."company_id" = s."company_id" AND f."parsed" IS NOT NULL;
