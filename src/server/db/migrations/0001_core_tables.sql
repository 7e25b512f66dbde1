CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"phone" text,
	"custom_link" text,
	"public_form_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_type" text DEFAULT 'gratuito' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_type_check" CHECK ("subscriptions"."plan_type" in ('gratuito', 'basico', 'profissional', 'ilimitado'))
);
--> statement-breakpoint
CREATE TABLE "form_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"step_number" integer NOT NULL,
	"order_index" integer NOT NULL,
	"field_label" text NOT NULL,
	"field_type" text NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"options" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_configurations_step_number_check" CHECK ("form_configurations"."step_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"role" text DEFAULT 'padrao' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('admin', 'premium', 'padrao'))
);
--> statement-breakpoint
CREATE TABLE "candidate_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'novo' NOT NULL,
	"form_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_submissions_status_check" CHECK ("candidate_submissions"."status" in ('novo', 'pendente', 'aprovado', 'reprovado'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_configurations" ADD CONSTRAINT "form_configurations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_submissions" ADD CONSTRAINT "candidate_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_public_form_url_key" ON "companies" USING btree ("public_form_url");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_company_id_key" ON "subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_type_idx" ON "subscriptions" USING btree ("plan_type");--> statement-breakpoint
CREATE INDEX "form_configurations_company_id_idx" ON "form_configurations" USING btree ("company_id","step_number","order_index");--> statement-breakpoint
CREATE INDEX "profiles_company_id_idx" ON "profiles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "candidate_submissions_company_created_idx" ON "candidate_submissions" USING btree ("company_id","created_at");