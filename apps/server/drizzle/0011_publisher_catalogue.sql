CREATE TABLE "catalogue_brands" (
	"country_code" text NOT NULL,
	"brand_name" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_brands_country_code_brand_name_pk" PRIMARY KEY("country_code","brand_name")
);
--> statement-breakpoint
CREATE TABLE "catalogue_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"category_key" text,
	"name" text NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "catalogue_categories_category_key_check" CHECK ("catalogue_categories"."category_key" in ('arts-crafts', 'automotive', 'baby', 'beauty', 'books', 'fashion', 'electronics', 'garden-outdoor', 'grocery', 'health', 'home-living', 'kitchen-dining', 'office', 'pets', 'sports-outdoors', 'tools', 'toys-games', 'video-games'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_entries" (
	"product_id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"brand_name" text NOT NULL,
	"country_code" text NOT NULL,
	"category_key" text,
	"category_id" text,
	"asin" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"price_minor" integer,
	"currency" text NOT NULL,
	"availability" text NOT NULL,
	"commission_bp" integer NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_entries_category_key_check" CHECK ("catalogue_entries"."category_key" in ('arts-crafts', 'automotive', 'baby', 'beauty', 'books', 'fashion', 'electronics', 'garden-outdoor', 'grocery', 'health', 'home-living', 'kitchen-dining', 'office', 'pets', 'sports-outdoors', 'tools', 'toys-games', 'video-games')),
	CONSTRAINT "catalogue_entries_availability_check" CHECK ("catalogue_entries"."availability" in ('in_stock', 'out_of_stock', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_key" text;--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD COLUMN "onboarding_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_entries" ADD CONSTRAINT "catalogue_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_entries" ADD CONSTRAINT "catalogue_entries_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_brands_name_trgm_idx" ON "catalogue_brands" USING gin ("brand_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalogue_categories_tree_idx" ON "catalogue_categories" USING btree ("country_code","category_key","name");--> statement-breakpoint
CREATE INDEX "catalogue_entries_commission_idx" ON "catalogue_entries" USING btree ("country_code","commission_bp" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_entries_price_asc_idx" ON "catalogue_entries" USING btree ("country_code","price_minor","product_id");--> statement-breakpoint
CREATE INDEX "catalogue_entries_price_desc_idx" ON "catalogue_entries" USING btree ("country_code","price_minor" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_entries_newest_idx" ON "catalogue_entries" USING btree ("country_code","listed_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_entries_category_idx" ON "catalogue_entries" USING btree ("country_code","category_key","commission_bp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_entries_subcategory_idx" ON "catalogue_entries" USING btree ("category_id","commission_bp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_entries_brand_idx" ON "catalogue_entries" USING btree ("country_code","brand_name","commission_bp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "catalogue_entries_title_trgm_idx" ON "catalogue_entries" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_ends_idx" ON "deals" USING btree ("ends_at","product_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_key_check" CHECK ("products"."category_key" in ('arts-crafts', 'automotive', 'baby', 'beauty', 'books', 'fashion', 'electronics', 'garden-outdoor', 'grocery', 'health', 'home-living', 'kitchen-dining', 'office', 'pets', 'sports-outdoors', 'tools', 'toys-games', 'video-games'));--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): the publisher catalogue, kept in the writing
-- transaction by statement triggers (docs/architecture.md, "The publisher catalogue").
-- A category's id comes from its marketplace, first level and name, so it never changes.
CREATE FUNCTION catalogue_category_id(country text, category_key text, name text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT 'cc_' || substr(md5(country || '|' || coalesce(category_key, '') || '|' || coalesce(name, '')), 1, 16)
$$;
--> statement-breakpoint
-- Products → catalogue entries: a product in the catalogue is top level, active, with a
-- commission, of an active brand; anything else leaves it. Unchanged entries are not rewritten.
CREATE FUNCTION catalogue_entries_from_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM catalogue_entries e USING new_rows n
    WHERE e.product_id = n.id AND NOT (n.parent_id IS NULL AND n.status = 'active' AND n.commission_bp IS NOT NULL);
  END IF;
  INSERT INTO catalogue_categories (id, country_code, category_key, name, products)
  SELECT DISTINCT catalogue_category_id(n.country_code, n.category_key, n.category), n.country_code, n.category_key, coalesce(n.category, ''), 0
  FROM new_rows n JOIN brands b ON b.id = n.brand_id AND b.status = 'active'
  WHERE n.parent_id IS NULL AND n.status = 'active' AND n.commission_bp IS NOT NULL
  ORDER BY 1
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO catalogue_entries AS e (product_id, seller_id, brand_id, brand_name, country_code, category_key, category_id, asin, title, image_url, price_minor, currency, availability, commission_bp)
  SELECT n.id, n.seller_id, n.brand_id, b.marketplace_brand_name, n.country_code, n.category_key, catalogue_category_id(n.country_code, n.category_key, n.category), n.asin, n.title, n.image_url, n.price_minor, n.currency, n.availability, n.commission_bp
  FROM new_rows n JOIN brands b ON b.id = n.brand_id AND b.status = 'active'
  WHERE n.parent_id IS NULL AND n.status = 'active' AND n.commission_bp IS NOT NULL
  ON CONFLICT (product_id) DO UPDATE SET brand_id = excluded.brand_id, brand_name = excluded.brand_name, country_code = excluded.country_code, category_key = excluded.category_key, category_id = excluded.category_id, asin = excluded.asin, title = excluded.title, image_url = excluded.image_url, price_minor = excluded.price_minor, currency = excluded.currency, availability = excluded.availability, commission_bp = excluded.commission_bp
  WHERE (e.brand_id, e.brand_name, e.country_code, e.category_key, e.category_id, e.asin, e.title, e.image_url, e.price_minor, e.currency, e.availability, e.commission_bp) IS DISTINCT FROM (excluded.brand_id, excluded.brand_name, excluded.country_code, excluded.category_key, excluded.category_id, excluded.asin, excluded.title, excluded.image_url, excluded.price_minor, excluded.currency, excluded.availability, excluded.commission_bp);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Brands → catalogue entries: activation brings the brand's products in, a new name follows.
CREATE FUNCTION catalogue_entries_from_brands() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_entries e USING new_rows b WHERE e.brand_id = b.id AND b.status <> 'active';
  UPDATE catalogue_entries e SET brand_name = b.marketplace_brand_name
  FROM new_rows b WHERE e.brand_id = b.id AND e.brand_name <> b.marketplace_brand_name;
  INSERT INTO catalogue_categories (id, country_code, category_key, name, products)
  SELECT DISTINCT catalogue_category_id(p.country_code, p.category_key, p.category), p.country_code, p.category_key, coalesce(p.category, ''), 0
  FROM products p JOIN new_rows b ON b.id = p.brand_id AND b.status = 'active'
  WHERE p.parent_id IS NULL AND p.status = 'active' AND p.commission_bp IS NOT NULL
  ORDER BY 1
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO catalogue_entries (product_id, seller_id, brand_id, brand_name, country_code, category_key, category_id, asin, title, image_url, price_minor, currency, availability, commission_bp)
  SELECT p.id, p.seller_id, p.brand_id, b.marketplace_brand_name, p.country_code, p.category_key, catalogue_category_id(p.country_code, p.category_key, p.category), p.asin, p.title, p.image_url, p.price_minor, p.currency, p.availability, p.commission_bp
  FROM products p JOIN new_rows b ON b.id = p.brand_id AND b.status = 'active'
  WHERE p.parent_id IS NULL AND p.status = 'active' AND p.commission_bp IS NOT NULL
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Catalogue entries → the products per category and per brand name, netted per statement.
CREATE FUNCTION catalogue_counts_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM catalogue_categories WHERE id IN (SELECT category_id FROM new_rows) ORDER BY id FOR UPDATE;
  UPDATE catalogue_categories c SET products = c.products + d.n
  FROM (SELECT category_id, sum(n) AS n FROM (SELECT category_id, country_code, brand_name, 1 AS n FROM new_rows) r GROUP BY category_id HAVING sum(n) <> 0) d
  WHERE c.id = d.category_id;
  INSERT INTO catalogue_brands AS b (country_code, brand_name, products)
  SELECT country_code, brand_name, sum(n) FROM (SELECT category_id, country_code, brand_name, 1 AS n FROM new_rows) r GROUP BY country_code, brand_name HAVING sum(n) <> 0 ORDER BY country_code, brand_name
  ON CONFLICT (country_code, brand_name) DO UPDATE SET products = b.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM catalogue_categories WHERE id IN (SELECT category_id FROM old_rows) ORDER BY id FOR UPDATE;
  UPDATE catalogue_categories c SET products = c.products + d.n
  FROM (SELECT category_id, sum(n) AS n FROM (SELECT category_id, country_code, brand_name, -1 AS n FROM old_rows) r GROUP BY category_id HAVING sum(n) <> 0) d
  WHERE c.id = d.category_id;
  INSERT INTO catalogue_brands AS b (country_code, brand_name, products)
  SELECT country_code, brand_name, sum(n) FROM (SELECT category_id, country_code, brand_name, -1 AS n FROM old_rows) r GROUP BY country_code, brand_name HAVING sum(n) <> 0 ORDER BY country_code, brand_name
  ON CONFLICT (country_code, brand_name) DO UPDATE SET products = b.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_counts_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM catalogue_categories WHERE id IN (SELECT category_id FROM (SELECT category_id FROM new_rows UNION ALL SELECT category_id FROM old_rows) t) ORDER BY id FOR UPDATE;
  UPDATE catalogue_categories c SET products = c.products + d.n
  FROM (SELECT category_id, sum(n) AS n FROM (SELECT category_id, country_code, brand_name, 1 AS n FROM new_rows UNION ALL SELECT category_id, country_code, brand_name, -1 AS n FROM old_rows) r GROUP BY category_id HAVING sum(n) <> 0) d
  WHERE c.id = d.category_id;
  INSERT INTO catalogue_brands AS b (country_code, brand_name, products)
  SELECT country_code, brand_name, sum(n) FROM (SELECT category_id, country_code, brand_name, 1 AS n FROM new_rows UNION ALL SELECT category_id, country_code, brand_name, -1 AS n FROM old_rows) r GROUP BY country_code, brand_name HAVING sum(n) <> 0 ORDER BY country_code, brand_name
  ON CONFLICT (country_code, brand_name) DO UPDATE SET products = b.products + excluded.products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalogue_counts_insert AFTER INSERT ON catalogue_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_on_insert();
--> statement-breakpoint
CREATE TRIGGER catalogue_counts_delete AFTER DELETE ON catalogue_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_on_delete();
--> statement-breakpoint
CREATE TRIGGER catalogue_counts_update AFTER UPDATE ON catalogue_entries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_on_update();
--> statement-breakpoint
-- The first-level category of products already imported, from the marketplace's name for it.
UPDATE products SET category_key = CASE category
  WHEN 'Arts, Crafts & Sewing' THEN 'arts-crafts'
  WHEN 'Automotive' THEN 'automotive'
  WHEN 'Baby' THEN 'baby'
  WHEN 'Beauty & Personal Care' THEN 'beauty'
  WHEN 'Books' THEN 'books'
  WHEN 'Clothing, Shoes & Jewelry' THEN 'fashion'
  WHEN 'Electronics' THEN 'electronics'
  WHEN 'Garden & Outdoor' THEN 'garden-outdoor'
  WHEN 'Grocery & Gourmet Food' THEN 'grocery'
  WHEN 'Health & Household' THEN 'health'
  WHEN 'Home & Living' THEN 'home-living'
  WHEN 'Kitchen & Dining' THEN 'kitchen-dining'
  WHEN 'Office Products' THEN 'office'
  WHEN 'Pet Supplies' THEN 'pets'
  WHEN 'Sports & Outdoors' THEN 'sports-outdoors'
  WHEN 'Tools & Home Improvement' THEN 'tools'
  WHEN 'Toys & Games' THEN 'toys-games'
  WHEN 'Video Games' THEN 'video-games'
END WHERE category IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER catalogue_entries_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_from_products();
--> statement-breakpoint
CREATE TRIGGER catalogue_entries_products_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_from_products();
--> statement-breakpoint
CREATE TRIGGER catalogue_entries_brands_update AFTER UPDATE ON brands
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_from_brands();
--> statement-breakpoint
-- What is already in the catalogue: a no-op update of every brand runs the brand trigger once.
UPDATE brands SET status = status WHERE status = 'active';
