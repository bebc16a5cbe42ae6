DROP INDEX "conversions_link_day_key";--> statement-breakpoint
DROP INDEX "conversions_day_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_day_key" ON "conversions" USING btree ("country_code","day","link_id","asin","kind");