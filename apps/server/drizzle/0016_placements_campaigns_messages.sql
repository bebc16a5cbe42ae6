CREATE SEQUENCE "public"."campaign_invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"operator_unread" integer DEFAULT 0 NOT NULL,
	"assigned_operator_id" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_preview" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" in ('open', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"sender_kind" text NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_kind_check" CHECK ("messages"."sender_kind" in ('user', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "campaign_events" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_events_actor_kind_check" CHECK ("campaign_events"."actor_kind" in ('seller', 'publisher', 'operator', 'system')),
	CONSTRAINT "campaign_events_from_status_check" CHECK ("campaign_events"."from_status" in ('applied', 'accepted', 'declined', 'in_progress', 'completed', 'confirmed', 'suspended')),
	CONSTRAINT "campaign_events_to_status_check" CHECK ("campaign_events"."to_status" in ('applied', 'accepted', 'declined', 'in_progress', 'completed', 'confirmed', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "campaign_products" (
	"campaign_id" text NOT NULL,
	"product_id" text,
	"asin" text NOT NULL,
	"title" text NOT NULL,
	"tracking_link_id" text,
	CONSTRAINT "campaign_products_campaign_id_asin_pk" PRIMARY KEY("campaign_id","asin")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"placement_id" text NOT NULL,
	"publisher_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"brand_id" text,
	"brand_name" text NOT NULL,
	"country_code" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"placement_title" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"decline_reason" text,
	"proof_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completion_note" text,
	"invoice_number" bigint,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('applied', 'accepted', 'declined', 'in_progress', 'completed', 'confirmed', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "placement_prices" (
	"placement_id" text NOT NULL,
	"country_code" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "placement_prices_placement_id_country_code_pk" PRIMARY KEY("placement_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" text PRIMARY KEY NOT NULL,
	"publisher_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"source_id" text,
	"category_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience_size" integer,
	"audience_description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "placements_status_check" CHECK ("placements"."status" in ('draft', 'online', 'suspended', 'offline')),
	CONSTRAINT "placements_format_check" CHECK ("placements"."format" in ('article', 'review', 'video', 'short_video', 'social_post', 'story', 'newsletter', 'deal_listing', 'banner', 'podcast_mention', 'other')),
	CONSTRAINT "placements_category_keys_check" CHECK ("placements"."category_keys" <@ array['arts-crafts', 'automotive', 'baby', 'beauty', 'books', 'fashion', 'electronics', 'garden-outdoor', 'grocery', 'health', 'home-living', 'kitchen-dining', 'office', 'pets', 'sports-outdoors', 'tools', 'toys-games', 'video-games']::text[])
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_tracking_link_id_tracking_links_id_fk" FOREIGN KEY ("tracking_link_id") REFERENCES "public"."tracking_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_prices" ADD CONSTRAINT "placement_prices_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_source_id_traffic_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."traffic_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_idx" ON "conversations" USING btree ("user_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_inbox_idx" ON "conversations" USING btree ("last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_unread_idx" ON "conversations" USING btree ("last_message_at") WHERE "conversations"."operator_unread" > 0;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_client_key" ON "messages" USING btree ("sender_id","client_key");--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_idx" ON "campaign_events" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_open_key" ON "campaigns" USING btree ("placement_id","seller_id") WHERE "campaigns"."status" in ('applied', 'accepted', 'in_progress');--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_invoice_number_key" ON "campaigns" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "campaigns_seller_idx" ON "campaigns" USING btree ("seller_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_publisher_idx" ON "campaigns" USING btree ("publisher_id","applied_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_confirmed_idx" ON "campaigns" USING btree ("publisher_id","confirmed_at") WHERE "campaigns"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "placement_prices_country_idx" ON "placement_prices" USING btree ("country_code","price_minor");--> statement-breakpoint
CREATE INDEX "placements_publisher_idx" ON "placements" USING btree ("publisher_id","created_at","id");--> statement-breakpoint
CREATE INDEX "placements_online_idx" ON "placements" USING btree ("created_at","id") WHERE "placements"."status" = 'online' and "placements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "placements_categories_idx" ON "placements" USING gin ("category_keys");