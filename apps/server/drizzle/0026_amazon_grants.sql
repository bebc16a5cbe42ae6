CREATE TABLE "amazon_ads_profiles" (
	"user_id" text NOT NULL,
	"country_code" text NOT NULL,
	"profile_id" text NOT NULL,
	"advertiser_id" text,
	"tag_template" text,
	"problem" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amazon_ads_profiles_user_id_country_code_pk" PRIMARY KEY("user_id","country_code"),
	CONSTRAINT "amazon_ads_profiles_country_code_check" CHECK ("amazon_ads_profiles"."country_code" in ('US', 'CA', 'FR', 'DE', 'UK'))
);
--> statement-breakpoint
CREATE TABLE "amazon_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"region" text NOT NULL,
	"kind" text NOT NULL,
	"client_id" text,
	"refresh_token" text NOT NULL,
	"selling_partner_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"problem" text,
	"granted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "amazon_grants_region_check" CHECK ("amazon_grants"."region" in ('na', 'eu')),
	CONSTRAINT "amazon_grants_kind_check" CHECK ("amazon_grants"."kind" in ('selling-partner', 'ads')),
	CONSTRAINT "amazon_grants_status_check" CHECK ("amazon_grants"."status" in ('active', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "amazon_ads_profiles" ADD CONSTRAINT "amazon_ads_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amazon_grants" ADD CONSTRAINT "amazon_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amazon_ads_profiles_profile_idx" ON "amazon_ads_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "amazon_grants_user_region_kind_key" ON "amazon_grants" USING btree ("user_id","region","kind");--> statement-breakpoint
-- The Selling Partner API grants held on the identity so far were North America's, issued to the one client of then.
INSERT INTO "amazon_grants" ("id", "user_id", "region", "kind", "client_id", "refresh_token", "selling_partner_id", "status", "granted_at", "updated_at")
SELECT 'agr_' || substr(md5("id"), 1, 20), "user_id", 'na', 'selling-partner', NULL, "refresh_token", "selling_partner_id", 'active', "linked_at", "linked_at"
FROM "marketplace_identities" WHERE "provider" = 'amazon' AND "refresh_token" IS NOT NULL;--> statement-breakpoint
UPDATE "marketplace_identities" SET "refresh_token" = NULL WHERE "provider" = 'amazon';
