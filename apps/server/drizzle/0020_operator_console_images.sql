CREATE TABLE "stored_images" (
	"name" text PRIMARY KEY NOT NULL,
	"biz" text NOT NULL,
	"owner_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_report_notes" (
	"link_id" text NOT NULL,
	"day" date NOT NULL,
	"asin" text NOT NULL,
	"kind" text NOT NULL,
	"note" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "commission_report_notes_link_id_day_asin_kind_pk" PRIMARY KEY("link_id","day","asin","kind"),
	CONSTRAINT "commission_report_notes_kind_check" CHECK ("commission_report_notes"."kind" in ('order', 'return'))
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" text PRIMARY KEY NOT NULL,
	"operator_id" text,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"input" jsonb,
	"before" jsonb,
	"after" jsonb,
	"outcome" text DEFAULT 'started' NOT NULL,
	"error" text,
	"request_id" text,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "operator_audit_outcome_check" CHECK ("operator_audit"."outcome" in ('started', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "image_name" text;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD COLUMN "associate_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD COLUMN "operator_note" text;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD COLUMN "operator_note_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD COLUMN "operator_note_by" text;--> statement-breakpoint
ALTER TABLE "commission_report_notes" ADD CONSTRAINT "commission_report_notes_updated_by_operators_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_images_owner_sha_idx" ON "stored_images" USING btree ("owner_id","sha256");--> statement-breakpoint
CREATE INDEX "operator_audit_at_idx" ON "operator_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_audit_operator_idx" ON "operator_audit" USING btree ("operator_id","at");--> statement-breakpoint
CREATE INDEX "operator_audit_target_idx" ON "operator_audit" USING btree ("target_type","target_id","at");--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD CONSTRAINT "publisher_profiles_operator_note_by_operators_id_fk" FOREIGN KEY ("operator_note_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_operator_idx" ON "sessions" USING btree ("operator_id") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "seller_billings_unpaid_idx" ON "seller_billings" USING btree ("currency","due_at") WHERE "seller_billings"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "campaigns_confirmed_at_idx" ON "campaigns" USING btree ("confirmed_at") WHERE "campaigns"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "report_owner_days_window_idx" ON "report_owner_days" USING btree ("side","country_code","day");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role_check" CHECK ("operators"."role" in ('admin', 'support'));--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD CONSTRAINT "publisher_profiles_associate_status_check" CHECK ("publisher_profiles"."associate_status" in ('unverified', 'verified', 'blocked'));