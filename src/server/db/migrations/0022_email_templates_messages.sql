CREATE TABLE "email_templates" (
	"company_id" uuid NOT NULL,
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "email_automations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"template_key" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"delay_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_automations_delay_check" CHECK ("email_automations"."delay_minutes" >= 0 and "email_automations"."delay_minutes" <= 43200)
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"template_key" text,
	"origin" text NOT NULL,
	"trigger" text,
	"essential" boolean DEFAULT false NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text NOT NULL,
	"state" text DEFAULT 'na_fila' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"scheduled_for" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"error" text,
	"dedupe_key" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "email_messages_state_check" CHECK ("email_messages"."state" in ('na_fila', 'enviado', 'falhou', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "email_opt_outs" (
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_company_id_email_pk" PRIMARY KEY("company_id","email")
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_automations" ADD CONSTRAINT "email_automations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_application_id_candidate_submissions_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."candidate_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_automations_company_trigger_key" ON "email_automations" USING btree ("company_id","trigger");--> statement-breakpoint
CREATE INDEX "email_messages_company_application_created_idx" ON "email_messages" USING btree ("company_id","application_id","created_at");--> statement-breakpoint
CREATE INDEX "email_messages_company_created_idx" ON "email_messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "email_messages_company_state_scheduled_idx" ON "email_messages" USING btree ("company_id","state","scheduled_for");--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_company_dedupe_key" ON "email_messages" USING btree ("company_id","dedupe_key") WHERE "email_messages"."dedupe_key" is not null;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email_reply_to" text;
