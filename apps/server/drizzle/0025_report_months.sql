CREATE TABLE "report_month_states" (
	"country_code" text NOT NULL,
	"month" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"built_version" bigint,
	"built_at" timestamp with time zone,
	CONSTRAINT "report_month_states_country_code_month_pk" PRIMARY KEY("country_code","month")
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"link_id" text NOT NULL,
	"month" date NOT NULL,
	"asin" text NOT NULL,
	"country_code" text NOT NULL,
	"publisher_id" text NOT NULL,
	"seller_id" text,
	"product_id" text,
	"brand_id" text,
	"brand_name" text NOT NULL,
	"tracking_id_id" text,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"detail_page_views" bigint DEFAULT 0 NOT NULL,
	"add_to_carts" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"returned_units" bigint DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"platform_fee_minor" bigint DEFAULT 0 NOT NULL,
	"cost_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_months_build_idx" ON "report_months" USING btree ("country_code","month","link_id");--> statement-breakpoint
CREATE INDEX "report_months_seller_idx" ON "report_months" USING btree ("seller_id","country_code","month");--> statement-breakpoint
CREATE INDEX "report_months_publisher_idx" ON "report_months" USING btree ("publisher_id","country_code","month");--> statement-breakpoint
-- Every statement that changes report_days rows of a month that may have closed (its end is
-- past somewhere on Earth: UTC+14, ahead of every marketplace's zone) moves that month's
-- version on, so a build started before the change is never taken as current. The open month
-- is left alone: nothing reads it from report_months, and the click shipper writes it all day.
CREATE FUNCTION "report_month_states_touch"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'select country_code, day from new_rows'
    WHEN 'DELETE' THEN 'select country_code, day from old_rows'
    ELSE 'select country_code, day from new_rows union all select country_code, day from old_rows'
  END;
BEGIN
  EXECUTE format($q$
    insert into report_month_states (country_code, month)
    select distinct country_code, date_trunc('month', day)::date from (%s) d
    where d.day < date_trunc('month', (now() at time zone 'UTC') + interval '14 hours')::date
    order by 1, 2
    on conflict (country_code, month) do update set version = report_month_states.version + 1
  $q$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "report_month_states_insert" AFTER INSERT ON "report_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_month_states_touch"();
--> statement-breakpoint
CREATE TRIGGER "report_month_states_update" AFTER UPDATE ON "report_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_month_states_touch"();
--> statement-breakpoint
CREATE TRIGGER "report_month_states_delete" AFTER DELETE ON "report_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_month_states_touch"();
--> statement-breakpoint
-- The months report_days already holds, to be built in the background (report_owner_days has a
-- row for each marketplace day with any figure, far fewer than report_days).
INSERT INTO "report_month_states" (country_code, month)
SELECT DISTINCT country_code, date_trunc('month', day)::date FROM "report_owner_days";
