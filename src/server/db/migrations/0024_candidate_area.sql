-- The candidate area (issue 17 item 4, docs/decisions/026-candidate-area.md): candidate sessions and
-- password resets (separate from Better Auth's staff tables), the previous versions of an
-- application's answers, the withdrawal of an application, and the anonymised record of the
-- candidates' LGPD requests.
ALTER TABLE "candidate_submissions" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "candidate_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "candidate_sessions" ADD CONSTRAINT "candidate_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_sessions_token_hash_key" ON "candidate_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "candidate_sessions_company_person_idx" ON "candidate_sessions" USING btree ("company_id","person_id");--> statement-breakpoint
CREATE TABLE "candidate_password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"person_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "candidate_password_resets" ADD CONSTRAINT "candidate_password_resets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_password_resets_token_hash_key" ON "candidate_password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "candidate_password_resets_company_person_idx" ON "candidate_password_resets" USING btree ("company_id","person_id");--> statement-breakpoint
CREATE TABLE "application_form_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"form_data" jsonb NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "application_form_versions" ADD CONSTRAINT "application_form_versions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_form_versions" ADD CONSTRAINT "application_form_versions_application_id_candidate_submissions_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."candidate_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_form_versions_company_application_idx" ON "application_form_versions" USING btree ("company_id","application_id","replaced_at");--> statement-breakpoint
CREATE TABLE "candidate_data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"identifier_hash" text NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "candidate_data_requests_kind_check" CHECK ("candidate_data_requests"."kind" in ('exportacao', 'exclusao', 'revogacao_consentimento'))
);--> statement-breakpoint
ALTER TABLE "candidate_data_requests" ADD CONSTRAINT "candidate_data_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_data_requests_company_requested_idx" ON "candidate_data_requests" USING btree ("company_id","requested_at");
