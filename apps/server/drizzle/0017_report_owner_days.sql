CREATE TABLE "report_owner_days" (
	"side" text NOT NULL,
	"owner_id" text NOT NULL,
	"country_code" text NOT NULL,
	"day" date NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"detail_page_views" bigint DEFAULT 0 NOT NULL,
	"add_to_carts" bigint DEFAULT 0 NOT NULL,
	"orders" bigint DEFAULT 0 NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	"returned_units" bigint DEFAULT 0 NOT NULL,
	"sales_minor" bigint DEFAULT 0 NOT NULL,
	"commission_minor" bigint DEFAULT 0 NOT NULL,
	"platform_fee_minor" bigint DEFAULT 0 NOT NULL,
	"cost_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_owner_days_side_owner_id_country_code_day_pk" PRIMARY KEY("side","owner_id","country_code","day"),
	CONSTRAINT "report_owner_days_side_check" CHECK ("report_owner_days"."side" in ('seller', 'publisher'))
);
--> statement-breakpoint
-- Keeps report_owner_days equal to report_days summed per owner: each statement's changed rows
-- (inserted +, deleted -, updated new + and old -) are added once per statement, whoever writes.
CREATE FUNCTION "report_owner_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'select 1 as sign, * from new_rows'
    WHEN 'DELETE' THEN 'select -1 as sign, * from old_rows'
    ELSE 'select 1 as sign, * from new_rows union all select -1, * from old_rows'
  END;
BEGIN
  EXECUTE format($q$
    insert into report_owner_days (side, owner_id, country_code, day, clicks, detail_page_views, add_to_carts,
      orders, units, returned_units, sales_minor, commission_minor, platform_fee_minor, cost_minor)
    select o.side, o.owner_id, d.country_code, d.day, sum(d.sign * d.clicks), sum(d.sign * d.detail_page_views),
      sum(d.sign * d.add_to_carts), sum(d.sign * d.orders), sum(d.sign * d.units), sum(d.sign * d.returned_units),
      sum(d.sign * d.sales_minor), sum(d.sign * d.commission_minor), sum(d.sign * d.platform_fee_minor),
      sum(d.sign * d.cost_minor)
    from (%s) d
      cross join lateral (values ('seller', d.seller_id), ('publisher', d.publisher_id)) as o(side, owner_id)
    where o.owner_id is not null
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4
    on conflict (side, owner_id, country_code, day) do update set
      clicks = report_owner_days.clicks + excluded.clicks,
      detail_page_views = report_owner_days.detail_page_views + excluded.detail_page_views,
      add_to_carts = report_owner_days.add_to_carts + excluded.add_to_carts,
      orders = report_owner_days.orders + excluded.orders,
      units = report_owner_days.units + excluded.units,
      returned_units = report_owner_days.returned_units + excluded.returned_units,
      sales_minor = report_owner_days.sales_minor + excluded.sales_minor,
      commission_minor = report_owner_days.commission_minor + excluded.commission_minor,
      platform_fee_minor = report_owner_days.platform_fee_minor + excluded.platform_fee_minor,
      cost_minor = report_owner_days.cost_minor + excluded.cost_minor
  $q$, changed);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "report_owner_days_insert" AFTER INSERT ON "report_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_owner_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "report_owner_days_update" AFTER UPDATE ON "report_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_owner_days_apply"();
--> statement-breakpoint
CREATE TRIGGER "report_owner_days_delete" AFTER DELETE ON "report_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "report_owner_days_apply"();
--> statement-breakpoint
-- The figures report_days already holds.
INSERT INTO "report_owner_days" (side, owner_id, country_code, day, clicks, detail_page_views, add_to_carts,
  orders, units, returned_units, sales_minor, commission_minor, platform_fee_minor, cost_minor)
SELECT o.side, o.owner_id, d.country_code, d.day, sum(d.clicks), sum(d.detail_page_views), sum(d.add_to_carts),
  sum(d.orders), sum(d.units), sum(d.returned_units), sum(d.sales_minor), sum(d.commission_minor),
  sum(d.platform_fee_minor), sum(d.cost_minor)
FROM "report_days" d
  CROSS JOIN LATERAL (VALUES ('seller', d.seller_id), ('publisher', d.publisher_id)) AS o(side, owner_id)
WHERE o.owner_id IS NOT NULL
GROUP BY 1, 2, 3, 4;
