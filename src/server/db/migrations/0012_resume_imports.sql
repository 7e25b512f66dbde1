CREATE TABLE "resume_import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_import_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"format" text,
	"storage_key" text,
	"state" text DEFAULT 'processing' NOT NULL,
	"failure" text,
	"submission_id" uuid,
	"text" text,
	"parsed" jsonb,
	"html" text,
	"attempts" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "resume_import_files_size_check" CHECK ("resume_import_files"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "source" text DEFAULT 'formulario' NOT NULL;--> statement-breakpoint
ALTER TABLE "resume_import_batches" ADD CONSTRAINT "resume_import_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_import_batches" ADD CONSTRAINT "resume_import_batches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_import_files" ADD CONSTRAINT "resume_import_files_batch_id_resume_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."resume_import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_import_files" ADD CONSTRAINT "resume_import_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_import_files" ADD CONSTRAINT "resume_import_files_submission_id_candidate_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."candidate_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_import_batches_company_created_idx" ON "resume_import_batches" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_import_files_company_batch_idx" ON "resume_import_files" USING btree ("company_id","batch_id","created_at");--> statement-breakpoint
CREATE INDEX "resume_import_files_submission_idx" ON "resume_import_files" USING btree ("submission_id");