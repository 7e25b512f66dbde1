-- The filter counts of /curriculos (issue 16) count a company's applications in memory
-- (features/applications/facet-counts.ts, docs/decisions/031-filter-counts-in-memory.md). change_seq
-- says when a row last changed what they read: set from one sequence on insert, and again by the
-- trigger below whenever status, job, stage, facts or experience are updated. A process's copy of a
-- company is current while the company's changes (below) are the ones it read; when they moved, the
-- rows with a change_seq above its highest are read again, and the company's row count and sum of
-- change_seq say whether that was enough.
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
--> statement-breakpoint
-- A company's applications changed: one row per statement that inserts, deletes or changes (in the
-- columns above) any of them, written by the statement triggers below and never updated, so writers
-- never wait for each other here. A process checks the company's count, sum and highest seq of these
-- rows (an index-only scan of a few rows) before counting; facet-counts.ts deletes all but the newest
-- once a company has many. A change committed late, with a seq below one already seen, still changes
-- the count and the sum.
CREATE TABLE "application_count_changes" (
	"company_id" uuid NOT NULL,
	"seq" bigint DEFAULT nextval('candidate_submissions_change_seq') NOT NULL,
	CONSTRAINT "application_count_changes_company_id_seq_pk" PRIMARY KEY("company_id","seq")
);--> statement-breakpoint
ALTER TABLE "application_count_changes" ADD CONSTRAINT "application_count_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "candidate_submissions_note_count_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A company deleted in this transaction (its applications go with it) gets no row.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_count_changes (company_id)
      SELECT c.company_id FROM (SELECT DISTINCT company_id FROM new_rows) c
      WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = c.company_id);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_count_changes (company_id)
      SELECT c.company_id FROM (SELECT DISTINCT company_id FROM old_rows) c
      WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = c.company_id);
  ELSE
    INSERT INTO application_count_changes (company_id)
      SELECT c.company_id FROM (
        SELECT DISTINCT unnest(ARRAY[o.company_id, n.company_id]) AS company_id
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.change_seq <> o.change_seq
      ) c
      WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = c.company_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_submissions_count_changes_insert" AFTER INSERT ON "candidate_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_submissions_note_count_changes"();--> statement-breakpoint
CREATE TRIGGER "candidate_submissions_count_changes_update" AFTER UPDATE ON "candidate_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_submissions_note_count_changes"();--> statement-breakpoint
CREATE TRIGGER "candidate_submissions_count_changes_delete" AFTER DELETE ON "candidate_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_submissions_note_count_changes"();
