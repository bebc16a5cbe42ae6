CREATE TABLE "catalogue_versions" (
	"seller_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers). One bump per statement and seller, however many
-- rows the statement wrote; a statement that wrote nothing bumps nothing. The untaken branch
-- names a transition table this trigger does not have: PL/pgSQL plans a statement only when it
-- runs it.
CREATE FUNCTION catalogue_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_versions AS v (seller_id, version)
    SELECT DISTINCT seller_id, 1 FROM old_rows
    ON CONFLICT (seller_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO catalogue_versions AS v (seller_id, version)
    SELECT DISTINCT seller_id, 1 FROM new_rows
    ON CONFLICT (seller_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER catalogue_versions_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_versions_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_versions_products_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_versions_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_versions_products_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_versions_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_versions_brands_insert AFTER INSERT ON brands
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_versions_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_versions_brands_update AFTER UPDATE ON brands
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_versions_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_versions_brands_delete AFTER DELETE ON brands
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_versions_bump();
