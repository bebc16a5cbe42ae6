ALTER TABLE "conversions" DROP CONSTRAINT "conversions_link_id_tracking_links_id_fk";
--> statement-breakpoint
ALTER TABLE "conversions" DROP CONSTRAINT "conversions_publisher_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "conversions" DROP CONSTRAINT "conversions_seller_id_users_id_fk";
