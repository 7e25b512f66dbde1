ALTER TABLE "resume_import_batches" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "resume_import_batches" ADD COLUMN "status" text DEFAULT 'novo' NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_import_batches" ADD CONSTRAINT "resume_import_batches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;