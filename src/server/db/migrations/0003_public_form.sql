CREATE TABLE "form_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_steps" (
	"company_id" uuid NOT NULL,
	"step_number" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_steps_company_id_step_number_pk" PRIMARY KEY("company_id","step_number"),
	CONSTRAINT "form_steps_step_number_check" CHECK ("form_steps"."step_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "submission_consents" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"notice_version" text NOT NULL,
	"notice_text" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	"sensitive_data_accepted" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"field_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_files_size_check" CHECK ("submission_files"."size_bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "form_configurations" ADD COLUMN "field_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "form_configurations" ADD COLUMN "help_text" text;--> statement-breakpoint
ALTER TABLE "form_configurations" ADD COLUMN "condition" jsonb;--> statement-breakpoint
ALTER TABLE "form_configurations" ADD COLUMN "sub_fields" jsonb;--> statement-breakpoint
ALTER TABLE "form_configurations" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "form_configurations" ADD COLUMN "is_sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "cpf_digits" text;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "is_repeat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_steps" ADD CONSTRAINT "form_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_consents" ADD CONSTRAINT "submission_consents_submission_id_candidate_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."candidate_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_consents" ADD CONSTRAINT "submission_consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_candidate_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."candidate_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_files_submission_idx" ON "submission_files" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_configurations_company_key_key" ON "form_configurations" USING btree ("company_id","field_key");--> statement-breakpoint
CREATE INDEX "candidate_submissions_company_cpf_idx" ON "candidate_submissions" USING btree ("company_id","cpf_digits");--> statement-breakpoint
CREATE INDEX "candidate_submissions_search_text_idx" ON "candidate_submissions" USING gin ("search_text" gin_trgm_ops);