CREATE SEQUENCE "public"."publisher_invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."seller_invoice_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_closes" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"requested_by" text NOT NULL,
	"seller_billings" integer DEFAULT 0 NOT NULL,
	"publisher_billings" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "billing_closes_status_check" CHECK ("billing_closes"."status" in ('running', 'finished', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_billings" (
	"payment_id" text NOT NULL,
	"billing_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "payment_billings_payment_id_billing_id_pk" PRIMARY KEY("payment_id","billing_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id"),
	CONSTRAINT "payment_events_provider_check" CHECK ("payment_events"."provider" in ('paypal', 'payoneer', 'bank_transfer'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"merged" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"charge_minor" bigint NOT NULL,
	"provider_order_id" text,
	"provider_capture_id" text,
	"approve_url" text,
	"reference" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" in ('paypal', 'payoneer', 'bank_transfer')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('queued', 'created', 'capturing', 'submitted', 'completed', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "publisher_billing_items" (
	"billing_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"price_minor" bigint NOT NULL,
	CONSTRAINT "publisher_billing_items_billing_id_campaign_id_pk" PRIMARY KEY("billing_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "publisher_billings" (
	"id" text PRIMARY KEY NOT NULL,
	"publisher_id" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"invoice_number" bigint NOT NULL,
	"billing_date" date NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"campaigns" integer NOT NULL,
	"gross_minor" bigint NOT NULL,
	"commission_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text,
	"payment_reference" text,
	"submitted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"confirmed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publisher_billings_status_check" CHECK ("publisher_billings"."status" in ('unpaid', 'processing', 'paid')),
	CONSTRAINT "publisher_billings_payment_method_check" CHECK ("publisher_billings"."payment_method" in ('ach', 'check', 'paypal', 'wire'))
);
--> statement-breakpoint
CREATE TABLE "seller_billing_items" (
	"billing_id" text NOT NULL,
	"publisher_id" text NOT NULL,
	"asin" text NOT NULL,
	"month" date NOT NULL,
	"product_id" text,
	"brand_name" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint NOT NULL,
	"platform_fee_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "seller_billing_items_billing_id_publisher_id_asin_month_pk" PRIMARY KEY("billing_id","publisher_id","asin","month")
);
--> statement-breakpoint
CREATE TABLE "seller_billings" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"month" date NOT NULL,
	"invoice_number" bigint NOT NULL,
	"billing_date" date NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint NOT NULL,
	"platform_fee_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_billings_status_check" CHECK ("seller_billings"."status" in ('unpaid', 'processing', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "payment_billings" ADD CONSTRAINT "payment_billings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_billings" ADD CONSTRAINT "payment_billings_billing_id_seller_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."seller_billings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_billing_items" ADD CONSTRAINT "publisher_billing_items_billing_id_publisher_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."publisher_billings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_billing_items" ADD CONSTRAINT "publisher_billing_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_billings" ADD CONSTRAINT "publisher_billings_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_billing_items" ADD CONSTRAINT "seller_billing_items_billing_id_seller_billings_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."seller_billings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_billings" ADD CONSTRAINT "seller_billings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_closes_month_key" ON "billing_closes" USING btree ("country_code","month");--> statement-breakpoint
CREATE INDEX "payment_billings_billing_idx" ON "payment_billings" USING btree ("billing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_request_key" ON "payments" USING btree ("seller_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_order_key" ON "payments" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_capture_key" ON "payments" USING btree ("provider","provider_capture_id");--> statement-breakpoint
CREATE INDEX "payments_seller_idx" ON "payments" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","updated_at") WHERE "payments"."status" in ('queued', 'created', 'capturing', 'submitted');--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_billing_items_campaign_key" ON "publisher_billing_items" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_billings_month_key" ON "publisher_billings" USING btree ("publisher_id","country_code","month");--> statement-breakpoint
CREATE UNIQUE INDEX "publisher_billings_invoice_key" ON "publisher_billings" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "publisher_billings_publisher_idx" ON "publisher_billings" USING btree ("publisher_id","month","id");--> statement-breakpoint
CREATE INDEX "publisher_billings_submitted_idx" ON "publisher_billings" USING btree ("submitted_at") WHERE "publisher_billings"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "seller_billings_month_key" ON "seller_billings" USING btree ("seller_id","country_code","month");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_billings_invoice_key" ON "seller_billings" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "seller_billings_seller_idx" ON "seller_billings" USING btree ("seller_id","month","id");--> statement-breakpoint
CREATE INDEX "seller_billings_payment_idx" ON "seller_billings" USING btree ("payment_id") WHERE "seller_billings"."payment_id" is not null;