CREATE TABLE "product_list_counts" (
	"seller_id" text NOT NULL,
	"country_code" text NOT NULL,
	"brand_id" text NOT NULL,
	"status" text NOT NULL,
	"has_commission" boolean NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_list_counts_seller_id_country_code_brand_id_status_has_commission_pk" PRIMARY KEY("seller_id","country_code","brand_id","status","has_commission"),
	CONSTRAINT "product_list_counts_status_check" CHECK ("product_list_counts"."status" in ('inactive', 'active'))
);
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers). Statement triggers with transition tables: one
-- aggregate per statement, however many rows it wrote (a 100 000-row CSV apply is one UPDATE).
-- Only top-level products with a brand count: the list shows nothing else.
CREATE FUNCTION product_list_counts_add(delta_rows bigint, seller text, country text, brand text,
  product_status text, commission boolean) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_list_counts AS c (seller_id, country_code, brand_id, status, has_commission, products)
  VALUES (seller, country, brand, product_status, commission, delta_rows)
  ON CONFLICT (seller_id, country_code, brand_id, status, has_commission)
  DO UPDATE SET products = c.products + excluded.products
$$;
--> statement-breakpoint
CREATE FUNCTION product_list_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_list_counts_add(count(*), seller_id, country_code, brand_id, status, commission_bp IS NOT NULL)
  FROM new_rows WHERE parent_id IS NULL AND brand_id IS NOT NULL
  GROUP BY seller_id, country_code, brand_id, status, commission_bp IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_list_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_list_counts_add(-count(*), seller_id, country_code, brand_id, status, commission_bp IS NOT NULL)
  FROM old_rows WHERE parent_id IS NULL AND brand_id IS NOT NULL
  GROUP BY seller_id, country_code, brand_id, status, commission_bp IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_list_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What left each group and what joined it, netted: a title refetch writes nothing here.
  PERFORM product_list_counts_add(sum(d.n)::bigint, d.seller_id, d.country_code, d.brand_id, d.status, d.commission)
  FROM (
    SELECT seller_id, country_code, brand_id, status, commission_bp IS NOT NULL AS commission, 1 AS n
    FROM new_rows WHERE parent_id IS NULL AND brand_id IS NOT NULL
    UNION ALL
    SELECT seller_id, country_code, brand_id, status, commission_bp IS NOT NULL, -1
    FROM old_rows WHERE parent_id IS NULL AND brand_id IS NOT NULL
  ) d
  GROUP BY d.seller_id, d.country_code, d.brand_id, d.status, d.commission
  HAVING sum(d.n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_list_counts_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_list_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER product_list_counts_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_list_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER product_list_counts_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_list_counts_on_update();
--> statement-breakpoint
INSERT INTO product_list_counts (seller_id, country_code, brand_id, status, has_commission, products)
SELECT seller_id, country_code, brand_id, status, commission_bp IS NOT NULL, count(*)
FROM products WHERE parent_id IS NULL AND brand_id IS NOT NULL
GROUP BY seller_id, country_code, brand_id, status, commission_bp IS NOT NULL;
