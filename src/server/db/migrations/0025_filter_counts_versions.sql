-- The filter counts of /curriculos (issue 16) count a company's applications in memory
-- (features/applications/facet-counts.ts, docs/decisions/031-filter-counts-in-memory.md). change_seq
-- says when a row last changed what they read: set from one sequence on insert, and again by the
-- trigger below whenever status, job, stage, facts or experience are updated. A process's copy of a
-- company is current while the company's version (below) is the one it read; when it moved, the rows
-- with a change_seq above its highest are read again, and the company's row count and sum of
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
-- The version of each company's applications as the counts read them: a new number from the same
-- sequence after every statement that inserts, deletes or changes (in the columns above) one of its
-- applications. Statements of one company take these numbers one after the other (the row's lock is
-- held until commit), so an unchanged version means unchanged rows: a process checks it (one row by its
-- key) before counting, and compares count and sum of change_seq only after it moved.
CREATE TABLE "application_count_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
ALTER TABLE "application_count_versions" ADD CONSTRAINT "application_count_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "candidate_submissions_bump_count_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A company deleted in this transaction (its applications go with it) keeps no version.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_count_versions (company_id, version)
      SELECT c.company_id, nextval('candidate_submissions_change_seq')
      FROM (SELECT DISTINCT company_id FROM new_rows) c
      WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = c.company_id)
      ORDER BY c.company_id
      ON CONFLICT (company_id) DO UPDATE SET version = excluded.version;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO application_count_versions (company_id, version)
      SELECT c.company_id, nextval('candidate_submissions_change_seq')
      FROM (SELECT DISTINCT company_id FROM old_rows) c
      WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = c.company_id)
      ORDER BY c.company_id
      ON CONFLICT (company_id) DO UPDATE SET version = excluded.version;
  ELSE
    INSERT INTO application_count_versions (company_id, version)
      SELECT c.company_id, nextval('candidate_submissions_change_seq')
      FROM (
        SELECT DISTINCT unnest(ARRAY[o.company_id, n.company_id]) AS company_id
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE n.change_seq <> o.change_seq
      ) c
      WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = c.company_id)
      ORDER BY c.company_id
      ON CONFLICT (company_id) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "candidate_submissions_count_versions_insert" AFTER INSERT ON "candidate_submissions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_submissions_bump_count_versions"();--> statement-breakpoint
CREATE TRIGGER "candidate_submissions_count_versions_update" AFTER UPDATE ON "candidate_submissions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_submissions_bump_count_versions"();--> statement-breakpoint
CREATE TRIGGER "candidate_submissions_count_versions_delete" AFTER DELETE ON "candidate_submissions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "candidate_submissions_bump_count_versions"();
