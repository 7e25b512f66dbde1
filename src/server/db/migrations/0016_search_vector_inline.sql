-- Search speed (issue 15, hand-written): keep each application's search_vector in the table's own
-- row instead of TOAST. Ranking the matches ("Ordenar por: Relevância") and rechecking a phrase
-- read every matching row's vector; out of line that meant a TOAST index lookup and several chunk
-- reads per row (about 4 of every 5 buffers of a search at 100,000 applications with ~4 KB CVs).
-- STORAGE MAIN still compresses the vector, and moves it out of line only when the row would not
-- fit in a page; the CV text (resume_text) and the answers stay out of line as before.
-- drizzle-kit does not model column storage, so the schema snapshot is unchanged (no new snapshot).
ALTER TABLE "candidate_submissions" ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
-- Rows written before this migration: updating a column the generated vector depends on computes
-- it again (same value), and the new row version stores it with the new storage.
UPDATE "candidate_submissions" SET "answers_text" = "answers_text";
