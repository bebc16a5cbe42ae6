CREATE TABLE "click_days" (
	"link_id" text NOT NULL,
	"day" date NOT NULL,
	"sub_id" text DEFAULT '' NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"bot_clicks" integer DEFAULT 0 NOT NULL,
	"non_earning_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "click_days_link_id_day_sub_id_pk" PRIMARY KEY("link_id","day","sub_id")
);
--> statement-breakpoint
CREATE TABLE "click_log_checkpoints" (
	"segment" text PRIMARY KEY NOT NULL,
	"shipped_bytes" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"clicked_at" timestamp with time zone NOT NULL,
	"sub_id" text,
	"ip_hash" text NOT NULL,
	"agent_class" text NOT NULL,
	"referrer_host" text,
	"is_bot" boolean NOT NULL,
	"earning" boolean NOT NULL,
	CONSTRAINT "clicks_agent_class_check" CHECK ("clicks"."agent_class" in ('desktop', 'mobile', 'tablet', 'bot', 'other'))
);
--> statement-breakpoint
CREATE TABLE "tracking_ids" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"cooperation_name" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_links" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner_id" text NOT NULL,
	"link_type" text NOT NULL,
	"product_id" text,
	"brand_id" text,
	"country_code" text NOT NULL,
	"asin" text,
	"brand_name" text NOT NULL,
	"title" text NOT NULL,
	"tracking_id_id" text,
	"source_id" text,
	"sub_id" text,
	"associate_tag" text,
	"destination_url" text NOT NULL,
	"click_count" bigint DEFAULT 0 NOT NULL,
	"last_click_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tracking_links_link_type_check" CHECK ("tracking_links"."link_type" in ('product', 'brand', 'associate'))
);
--> statement-breakpoint
CREATE TABLE "traffic_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"audience_size" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "traffic_sources_kind_check" CHECK ("traffic_sources"."kind" in ('website', 'blog', 'youtube', 'instagram', 'tiktok', 'facebook', 'x', 'pinterest', 'newsletter', 'podcast', 'other'))
);
--> statement-breakpoint
ALTER TABLE "click_days" ADD CONSTRAINT "click_days_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_link_id_tracking_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."tracking_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_ids" ADD CONSTRAINT "tracking_ids_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_tracking_id_id_tracking_ids_id_fk" FOREIGN KEY ("tracking_id_id") REFERENCES "public"."tracking_ids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_links" ADD CONSTRAINT "tracking_links_source_id_traffic_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."traffic_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_sources" ADD CONSTRAINT "traffic_sources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clicks_link_idx" ON "clicks" USING btree ("link_id","clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_ids_owner_name_key" ON "tracking_ids" USING btree ("owner_id",lower("name")) WHERE "tracking_ids"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "tracking_ids_owner_idx" ON "tracking_ids" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_code_key" ON "tracking_links" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_links_same_key" ON "tracking_links" USING btree ("owner_id","link_type","country_code",coalesce("product_id", ''),coalesce("brand_id", ''),coalesce("tracking_id_id", ''),coalesce("source_id", ''),coalesce("sub_id", ''),coalesce("associate_tag", '')) WHERE "tracking_links"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tracking_links_owner_idx" ON "tracking_links" USING btree ("owner_id","link_type","created_at","id");--> statement-breakpoint
CREATE INDEX "tracking_links_tracking_id_idx" ON "tracking_links" USING btree ("tracking_id_id");--> statement-breakpoint
CREATE INDEX "traffic_sources_owner_idx" ON "traffic_sources" USING btree ("owner_id");