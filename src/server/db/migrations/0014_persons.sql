-- The person behind applications (issue 15, docs/decisions/021-person-model.md): the person keys
-- (CPF digits exist already; e-mail and mobile phone are new), a person id per application, and
-- the import's "Duplicado — anexado a {nome}". The stored "is_repeat" flag (same CPF at arrival
-- only) is replaced by the person: the list now asks whether the person has other applications.
ALTER TABLE "candidate_submissions" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "person_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_import_files" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "resume_import_files" ADD CONSTRAINT "resume_import_files_duplicate_of_candidate_submissions_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."candidate_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Backfill, computed in a temporary table so the applications table (and its GIN indexes) is written
-- once: the keys from the stored answers, the way src/shared/applications/persons.ts builds them (the
-- e-mail trimmed and lower-cased; the mobile phone — "celular", else the first "telefone" answer — as
-- DDD + 9 digits without +55 or a leading 0, landlines left out; the CPF only with 11 digits), then the
-- persons: rows sharing any key are one person (connected components), found by propagating the
-- smallest person id along each key until nothing changes.
CREATE TEMP TABLE "person_backfill" AS
SELECT s."id", s."company_id", s."person_id",
  CASE WHEN s."cpf_digits" ~ '^[0-9]{11}$' THEN s."cpf_digits" END AS "cpf_key",
  (
    SELECT CASE WHEN e ~ '^[^[:space:]@]+@[^[:space:]@]+$' THEN e END
    FROM (SELECT lower(btrim(jsonb_path_query_first(s."form_data", '$.* ? (@.key == "email").value') #>> '{}')) AS e) AS email
  ) AS "email_key",
  (
    SELECT CASE WHEN p ~ '^[1-9][1-9]9[0-9]{8}$' THEN p END
    FROM (
      SELECT CASE
        WHEN length(d) = 13 AND d LIKE '55%' THEN substr(d, 3)
        WHEN length(d) = 12 AND d LIKE '0%' THEN substr(d, 2)
        ELSE d
      END AS p
      FROM (
        SELECT regexp_replace(
          coalesce(
            jsonb_path_query_first(s."form_data", '$.* ? (@.key == "celular").value') #>> '{}',
            jsonb_path_query_first(s."form_data", '$.* ? (@.type == "telefone").value') #>> '{}',
            ''
          ),
          '[^0-9]', '', 'g'
        ) AS d
      ) AS digits
    ) AS phone
  ) AS "phone_key",
  s."person_id" AS "first_person_id"
FROM "candidate_submissions" AS s;--> statement-breakpoint
DO $$
DECLARE
  changed bigint;
BEGIN
  LOOP
    changed := 0;
    WITH groups AS (
      SELECT "company_id", "cpf_key" AS k, min("person_id"::text)::uuid AS p
      FROM "person_backfill" WHERE "cpf_key" IS NOT NULL GROUP BY 1, 2
    ), moved AS (
      UPDATE "person_backfill" AS b SET "person_id" = g.p
      FROM groups AS g
      WHERE g."company_id" = b."company_id" AND g.k = b."cpf_key" AND b."person_id" <> g.p
      RETURNING 1
    ) SELECT changed + count(*) INTO changed FROM moved;
    WITH groups AS (
      SELECT "company_id", "email_key" AS k, min("person_id"::text)::uuid AS p
      FROM "person_backfill" WHERE "email_key" IS NOT NULL GROUP BY 1, 2
    ), moved AS (
      UPDATE "person_backfill" AS b SET "person_id" = g.p
      FROM groups AS g
      WHERE g."company_id" = b."company_id" AND g.k = b."email_key" AND b."person_id" <> g.p
      RETURNING 1
    ) SELECT changed + count(*) INTO changed FROM moved;
    WITH groups AS (
      SELECT "company_id", "phone_key" AS k, min("person_id"::text)::uuid AS p
      FROM "person_backfill" WHERE "phone_key" IS NOT NULL GROUP BY 1, 2
    ), moved AS (
      UPDATE "person_backfill" AS b SET "person_id" = g.p
      FROM groups AS g
      WHERE g."company_id" = b."company_id" AND g.k = b."phone_key" AND b."person_id" <> g.p
      RETURNING 1
    ) SELECT changed + count(*) INTO changed FROM moved;
    EXIT WHEN changed = 0;
  END LOOP;
END $$;--> statement-breakpoint
UPDATE "candidate_submissions" AS s
SET "email_key" = b."email_key", "phone_key" = b."phone_key", "person_id" = b."person_id"
FROM "person_backfill" AS b
WHERE b."id" = s."id"
  AND (b."email_key" IS NOT NULL OR b."phone_key" IS NOT NULL OR b."person_id" <> b."first_person_id");--> statement-breakpoint
DROP TABLE "person_backfill";--> statement-breakpoint
CREATE INDEX "candidate_submissions_company_email_key_idx" ON "candidate_submissions" USING btree ("company_id","email_key");--> statement-breakpoint
CREATE INDEX "candidate_submissions_company_phone_key_idx" ON "candidate_submissions" USING btree ("company_id","phone_key");--> statement-breakpoint
CREATE INDEX "candidate_submissions_company_person_created_idx" ON "candidate_submissions" USING btree ("company_id","person_id","created_at");--> statement-breakpoint
ALTER TABLE "candidate_submissions" DROP COLUMN "is_repeat";
