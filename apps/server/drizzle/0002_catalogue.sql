CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"marketplace_brand_name" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"parent_id" text,
	"asin" text NOT NULL,
	"country_code" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"price_minor" integer,
	"currency" text NOT NULL,
	"category" text,
	"availability" text DEFAULT 'unknown' NOT NULL,
	"variation_attributes" jsonb,
	"status" text DEFAULT 'inactive' NOT NULL,
	"commission_bp" integer,
	"commission_updated_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_csv_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"summary" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "commission_history" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"product_id" text NOT NULL,
	"old_commission_bp" integer,
	"new_commission_bp" integer,
	"old_status" text,
	"new_status" text,
	"source" text NOT NULL,
	"changed_by" text NOT NULL,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"product_id" text NOT NULL,
	"deal_price_minor" integer,
	"discount_bp" integer,
	"extra_commission_bp" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_configs" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"min_bp" integer NOT NULL,
	"max_bp" integer NOT NULL,
	"step_bp" integer NOT NULL,
	"platform_fee_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"notice_version" text,
	"notice_agreed_at" timestamp with time zone,
	"current_country" text DEFAULT 'US' NOT NULL,
	"onboarding_completed_at" timestamp with time zone,
	"associate_completed_at" timestamp with time zone,
	"associate_publisher_completed_at" timestamp with time zone,
	"associate_publisher_detail_completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_csv_uploads" ADD CONSTRAINT "commission_csv_uploads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_history" ADD CONSTRAINT "commission_history_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_history" ADD CONSTRAINT "commission_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_configs" ADD CONSTRAINT "commission_configs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_settings" ADD CONSTRAINT "seller_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_seller_name_key" ON "brands" USING btree ("seller_id","marketplace_brand_name");--> statement-breakpoint
CREATE INDEX "import_runs_seller_created_idx" ON "import_runs" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_seller_asin_country_key" ON "products" USING btree ("seller_id","asin","country_code");--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("seller_id","country_code","status","created_at") WHERE "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("seller_id","country_code","brand_id");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "commission_csv_uploads_seller_idx" ON "commission_csv_uploads" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_history_product_idx" ON "commission_history" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_history_seller_idx" ON "commission_history" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_product_idx" ON "deals" USING btree ("product_id","starts_at");--> statement-breakpoint
CREATE INDEX "deals_seller_idx" ON "deals" USING btree ("seller_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_configs_seller_key" ON "commission_configs" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "uploads_user_created_idx" ON "uploads" USING btree ("user_id","created_at");