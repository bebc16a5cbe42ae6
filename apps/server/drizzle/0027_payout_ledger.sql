CREATE TABLE "payout_ledger_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"publisher_id" text NOT NULL,
	"country_code" text NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"seller_billing_id" text,
	"available_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_ledger_lines_kind_check" CHECK ("payout_ledger_lines"."kind" in ('earned', 'held', 'released', 'paid', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "payout_ledger_lines" ADD CONSTRAINT "payout_ledger_lines_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_billing_key" ON "payout_ledger_lines" USING btree ("seller_billing_id","publisher_id","kind") WHERE "payout_ledger_lines"."seller_billing_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_publisher_idx" ON "payout_ledger_lines" USING btree ("publisher_id","country_code","kind");--> statement-breakpoint
CREATE INDEX "ledger_held_idx" ON "payout_ledger_lines" USING btree ("available_at") WHERE "payout_ledger_lines"."kind" = 'held';