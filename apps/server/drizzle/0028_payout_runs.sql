CREATE TABLE "payout_files" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"rail" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"payouts" integer NOT NULL,
	"total_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_files_rail_check" CHECK ("payout_files"."rail" in ('ach', 'sepa'))
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"publisher_id" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"rail" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"destination" text NOT NULL,
	"trace_number" text,
	"payout_file_id" text,
	"paypal_item_id" text,
	"remitted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_items_rail_check" CHECK ("payout_items"."rail" in ('ach', 'sepa', 'paypal')),
	CONSTRAINT "payout_items_status_check" CHECK ("payout_items"."status" in ('included', 'held', 'sent', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"month" date,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"paypal_batch_id" text,
	CONSTRAINT "payout_runs_kind_check" CHECK ("payout_runs"."kind" in ('monthly', 'manual')),
	CONSTRAINT "payout_runs_status_check" CHECK ("payout_runs"."status" in ('review', 'approved', 'discarded'))
);
--> statement-breakpoint
CREATE TABLE "payout_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"hold_days" integer NOT NULL,
	"minimums" jsonb NOT NULL,
	"ach" jsonb,
	"sepa" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "payout_ledger_lines" ADD COLUMN "payout_item_id" text;--> statement-breakpoint
ALTER TABLE "payout_files" ADD CONSTRAINT "payout_files_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_run_id_payout_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD CONSTRAINT "payout_runs_approved_by_operators_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_files_run_rail_key" ON "payout_files" USING btree ("run_id","rail");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_run_publisher_key" ON "payout_items" USING btree ("run_id","publisher_id");--> statement-breakpoint
CREATE INDEX "payout_items_run_status_idx" ON "payout_items" USING btree ("run_id","status");--> statement-breakpoint
CREATE INDEX "payout_items_publisher_idx" ON "payout_items" USING btree ("publisher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_trace_key" ON "payout_items" USING btree ("trace_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_open_key" ON "payout_runs" USING btree ("country_code") WHERE "payout_runs"."status" = 'review';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_runs_month_key" ON "payout_runs" USING btree ("country_code","month") WHERE "payout_runs"."kind" = 'monthly';--> statement-breakpoint
CREATE INDEX "payout_runs_created_idx" ON "payout_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_payout_item_idx" ON "payout_ledger_lines" USING btree ("payout_item_id");--> statement-breakpoint
CREATE INDEX "ledger_unpaid_idx" ON "payout_ledger_lines" USING btree ("country_code","publisher_id") WHERE "payout_ledger_lines"."payout_item_id" is null and "payout_ledger_lines"."kind" in ('released', 'reversed');