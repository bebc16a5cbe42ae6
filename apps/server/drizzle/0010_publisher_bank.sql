CREATE TABLE "publisher_bank_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bank_country" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"currency" text NOT NULL,
	"account_type" text,
	"routing" jsonb NOT NULL,
	"account_sealed" text NOT NULL,
	"account_masked" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publisher_bank_accounts_status_check" CHECK ("publisher_bank_accounts"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "publisher_bank_accounts_account_type_check" CHECK ("publisher_bank_accounts"."account_type" in ('checking', 'savings'))
);
--> statement-breakpoint
ALTER TABLE "publisher_bank_accounts" ADD CONSTRAINT "publisher_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publisher_bank_accounts" ADD CONSTRAINT "publisher_bank_accounts_reviewed_by_operators_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "publisher_bank_accounts_review_idx" ON "publisher_bank_accounts" USING btree ("status","submitted_at");