ALTER TABLE "publisher_profiles" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD COLUMN "tracking_tags" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD CONSTRAINT "publisher_profiles_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_profiles_review_idx" ON "publisher_profiles" USING btree ("review_status","submitted_at");