-- The filter counts of /curriculos (issue 16) count a company's applications in memory
-- (features/applications/facet-counts.ts, docs/decisions/031-filter-counts-in-memory.md). change_seq
-- says when a row last changed what they read: set from one sequence on insert, and again by the
-- trigger below whenever status, job, stage, facts or experience are updated. A process's copy of a
-- company is current while the company's row count and sum of change_seq are those it holds; rows
-- with a change_seq above its highest are the ones to read again.
CREATE SEQUENCE "candidate_submissions_change_seq";--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "change_seq" bigint DEFAULT nextval('candidate_submissions_change_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_submissions_company_change_seq_idx" ON "candidate_submissions" USING btree ("company_id","change_seq");--> statement-breakpoint
CREATE FUNCTION "candidate_submissions_touch_change_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('candidate_submissions_change_seq');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_submissions_change_seq_trigger"
  BEFORE UPDATE OF company_id, status, job_id, stage_id, filter_facts, experience_months, created_at
  ON "candidate_submissions"
  FOR EACH ROW EXECUTE FUNCTION "candidate_submissions_touch_change_seq"();
