CREATE TABLE "job_stages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"requirements" text DEFAULT '' NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"area" text,
	"city" text DEFAULT '' NOT NULL,
	"state" text,
	"work_model" text,
	"contract_type" text,
	"salary_min_cents" integer,
	"salary_max_cents" integer,
	"salary_hidden" boolean DEFAULT false NOT NULL,
	"openings" integer DEFAULT 1 NOT NULL,
	"deadline" date,
	"status" text DEFAULT 'rascunho' NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('rascunho', 'publicada', 'pausada', 'encerrada')),
	CONSTRAINT "jobs_openings_check" CHECK ("jobs"."openings" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stage_templates" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"stages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "stage_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "stage_entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "job_stages" ADD CONSTRAINT "job_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stages" ADD CONSTRAINT "job_stages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_templates" ADD CONSTRAINT "stage_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_stages_job_position_idx" ON "job_stages" USING btree ("job_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_slug_key" ON "jobs" USING btree ("company_id","slug");--> statement-breakpoint
CREATE INDEX "jobs_company_status_created_idx" ON "jobs" USING btree ("company_id","status","created_at");--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_stage_id_job_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."job_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_submissions_company_job_created_idx" ON "candidate_submissions" USING btree ("company_id","job_id","created_at");--> statement-breakpoint
CREATE INDEX "candidate_submissions_stage_created_idx" ON "candidate_submissions" USING btree ("stage_id","created_at","id");--> statement-breakpoint
CREATE INDEX "candidate_submissions_job_stage_idx" ON "candidate_submissions" USING btree ("job_id","stage_id");