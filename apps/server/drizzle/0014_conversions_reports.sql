CREATE TABLE "associate_commission_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"publisher_id" text,
	"old_commission_bp" integer,
	"new_commission_bp" integer NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associate_commissions" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"publisher_id" text,
	"commission_bp" integer NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "associate_report_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"publisher_id" text NOT NULL,
	"country_code" text NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"row_count" integer DEFAULT 0 NOT NULL,
	"matched_rows" integer DEFAULT 0 NOT NULL,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "associate_report_batches_format_check" CHECK ("associate_report_batches"."format" in ('csv', 'xlsx')),
	CONSTRAINT "associate_report_batches_status_check" CHECK ("associate_report_batches"."status" in ('applied', 'rejected', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "associate_report_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_id" text NOT NULL,
	"publisher_id" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"line_no" integer NOT NULL,
	"asin" text NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"tracking_tag" text,
	"price_minor" bigint,
	"items_shipped" integer DEFAULT 0 NOT NULL,
	"items_returned" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	"ad_fees_minor" bigint DEFAULT 0 NOT NULL,
	"product_id" text,
	"seller_id" text,
	"brand_id" text,
	"brand_name" text,
	"unmatched_reason" text,
	"commission_bp" integer,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"platform_fee_minor" bigint DEFAULT 0 NOT NULL,
	"cost_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribution_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"links" integer DEFAULT 0 NOT NULL,
	"conversions" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "attribution_runs_status_check" CHECK ("attribution_runs"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"day" date NOT NULL,
	"asin" text NOT NULL,
	"kind" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"publisher_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"product_id" text,
	"brand_id" text,
	"brand_name" text NOT NULL,
	"tracking_id_id" text,
	"detail_page_views" integer DEFAULT 0 NOT NULL,
	"add_to_carts" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"commission_bp" integer NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"platform_fee_minor" bigint DEFAULT 0 NOT NULL,
	"cost_minor" bigint DEFAULT 0 NOT NULL,
	"run_id" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversions_kind_check" CHECK ("conversions"."kind" in ('order', 'return'))
);
--> statement-breakpoint
CREATE TABLE "report_days" (
	"link_id" text NOT NULL,
	"day" date NOT NULL,
	"asin" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"publisher_id" text NOT NULL,
	"seller_id" text,
	"product_id" text,
	"brand_id" text,
	"brand_name" text NOT NULL,
	"tracking_id_id" text,
	"clicks" integer DEFAULT 0 NOT NULL,
	"detail_page_views" integer DEFAULT 0 NOT NULL,
	"add_to_carts" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"returned_units" integer DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"platform_fee_minor" bigint DEFAULT 0 NOT NULL,
	"cost_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_days_link_id_day_asin_pk" PRIMARY KEY("link_id","day","asin")
);
--> statement-breakpoint
ALTER TABLE "associate_commission_history" ADD CONSTRAINT "associate_commission_history_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associate_commissions" ADD CONSTRAINT "associate_commissions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associate_commissions" ADD CONSTRAINT "associate_commissions_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associate_report_batches" ADD CONSTRAINT "associate_report_batches_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "associate_report_rows" ADD CONSTRAINT "associate_report_rows_batch_id_associate_report_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."associate_report_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_days" ADD CONSTRAINT "report_days_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "associate_commission_history_idx" ON "associate_commission_history" USING btree ("seller_id","brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "associate_commissions_key" ON "associate_commissions" USING btree ("seller_id","brand_id",coalesce("publisher_id", ''));--> statement-breakpoint
CREATE INDEX "associate_commissions_publisher_idx" ON "associate_commissions" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "associate_report_batches_publisher_idx" ON "associate_report_batches" USING btree ("publisher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "associate_report_batches_file_key" ON "associate_report_batches" USING btree ("publisher_id","country_code","file_sha256") WHERE "associate_report_batches"."status" = 'applied';--> statement-breakpoint
CREATE INDEX "associate_report_rows_batch_idx" ON "associate_report_rows" USING btree ("batch_id","line_no");--> statement-breakpoint
CREATE INDEX "associate_report_rows_publisher_idx" ON "associate_report_rows" USING btree ("publisher_id","country_code","day");--> statement-breakpoint
CREATE INDEX "associate_report_rows_seller_idx" ON "associate_report_rows" USING btree ("seller_id","country_code","day");--> statement-breakpoint
CREATE INDEX "attribution_runs_day_idx" ON "attribution_runs" USING btree ("country_code","day","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_link_day_key" ON "conversions" USING btree ("link_id","day","asin","kind");--> statement-breakpoint
CREATE INDEX "conversions_day_idx" ON "conversions" USING btree ("country_code","day");--> statement-breakpoint
CREATE INDEX "conversions_seller_idx" ON "conversions" USING btree ("seller_id","country_code","day");--> statement-breakpoint
CREATE INDEX "conversions_publisher_idx" ON "conversions" USING btree ("publisher_id","country_code","day");--> statement-breakpoint
CREATE INDEX "report_days_seller_idx" ON "report_days" USING btree ("seller_id","country_code","day");--> statement-breakpoint
CREATE INDEX "report_days_publisher_idx" ON "report_days" USING btree ("publisher_id","country_code","day");