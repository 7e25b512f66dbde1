CREATE TABLE "candidate_resume_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "candidate_resume_uploads_size_check" CHECK ("candidate_resume_uploads"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "candidate_resume_uploads" ADD CONSTRAINT "candidate_resume_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_resume_uploads_company_expires_idx" ON "candidate_resume_uploads" USING btree ("company_id","expires_at");--> statement-breakpoint
CREATE INDEX "candidate_resume_uploads_expires_idx" ON "candidate_resume_uploads" USING btree ("expires_at");