-- The product list's title search uses a trigram index (PGlite loads pg_trgm in bin/pglite-host.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Room on each page for the new row version of a commission/status write, so it stays HOT
-- (no index entries; no index holds those columns). Written by hand: drizzle has no table options.
ALTER TABLE "products" SET (fillfactor = 50);--> statement-breakpoint
DROP INDEX "products_list_idx";--> statement-breakpoint
DROP INDEX "products_brand_idx";--> statement-breakpoint
CREATE INDEX "products_list_newest_idx" ON "products" USING btree ("seller_id","country_code","created_at","id") WHERE "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_list_title_idx" ON "products" USING btree ("seller_id","country_code","title","id") WHERE "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_list_price_asc_idx" ON "products" USING btree ("seller_id","country_code","price_minor","id") WHERE "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_list_price_desc_idx" ON "products" USING btree ("seller_id","country_code","price_minor" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_list_brand_idx" ON "products" USING btree ("seller_id","country_code","brand_id") WHERE "products"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops) WHERE "products"."parent_id" is null;