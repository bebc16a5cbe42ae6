ALTER TABLE "clicks" DROP CONSTRAINT "clicks_link_id_tracking_links_id_fk";
--> statement-breakpoint
DROP INDEX "clicks_link_idx";