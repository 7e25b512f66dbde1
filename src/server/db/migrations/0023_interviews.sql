CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"mode" text NOT NULL,
	"address" text,
	"link" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"candidate_response" text DEFAULT 'pending' NOT NULL,
	"candidate_note" text,
	"responded_at" timestamp with time zone,
	"ics_uid" text NOT NULL,
	"ics_sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_mode_check" CHECK ("interviews"."mode" in ('presencial', 'online')),
	CONSTRAINT "interviews_status_check" CHECK ("interviews"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "interviews_candidate_response_check" CHECK ("interviews"."candidate_response" in ('pending', 'confirmed', 'reschedule_requested')),
	CONSTRAINT "interviews_duration_check" CHECK ("interviews"."duration_minutes" between 5 and 480)
);
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"company_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "interview_interviewers_pkey" PRIMARY KEY("company_id","interview_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_candidate_submissions_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."candidate_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_ics_uid_key" ON "interviews" USING btree ("ics_uid");--> statement-breakpoint
CREATE INDEX "interviews_company_starts_idx" ON "interviews" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_company_application_idx" ON "interviews" USING btree ("company_id","application_id");--> statement-breakpoint
CREATE INDEX "interview_interviewers_company_user_idx" ON "interview_interviewers" USING btree ("company_id","user_id");
