-- Portuguese full-text search (issue 15, hand-written): the text search configuration
-- "talentos_pt" strips accents (unaccent, migration 0000) and then stems with the portuguese
-- snowball stemmer, so "Gestão"/"gestao" and "engenheira"/"engenheiro" meet. PostgreSQL and
-- PGlite both ship the portuguese dictionary.
CREATE TEXT SEARCH CONFIGURATION talentos_pt ( COPY = portuguese );--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION talentos_pt
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "answers_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "resume_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('talentos_pt'::regconfig, answers_text), 'A') || setweight(to_tsvector('talentos_pt'::regconfig, resume_text), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_submissions_search_vector_idx" ON "candidate_submissions" USING gin ("search_vector");--> statement-breakpoint
-- Applications sent before this migration: their normalised search text (it already leaves out
-- sensitive answers and the password) stands in for the answers as typed.
UPDATE "candidate_submissions" SET "answers_text" = "search_text" WHERE "answers_text" = '';
