DROP INDEX "conversions_seller_idx";--> statement-breakpoint
DROP INDEX "conversions_publisher_idx";