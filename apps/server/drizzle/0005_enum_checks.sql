ALTER TABLE "delegations" ADD CONSTRAINT "delegations_access_check" CHECK ("delegations"."access" in ('full', 'read_only'));--> statement-breakpoint
ALTER TABLE "delegations" ADD CONSTRAINT "delegations_status_check" CHECK ("delegations"."status" in ('invited', 'active', 'disabled'));--> statement-breakpoint
ALTER TABLE "marketplace_identities" ADD CONSTRAINT "marketplace_identities_marketplace_check" CHECK ("marketplace_identities"."marketplace" in ('amazon'));--> statement-breakpoint
ALTER TABLE "marketplace_identities" ADD CONSTRAINT "marketplace_identities_provider_check" CHECK ("marketplace_identities"."provider" in ('demo', 'amazon'));--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_purpose_check" CHECK ("user_tokens"."purpose" in ('activate', 'reset_password'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_portal_check" CHECK ("sessions"."portal" in ('user', 'operator'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_access_check" CHECK ("sessions"."access" in ('full', 'read_only'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('seller', 'publisher', 'partner'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('pending', 'active', 'disabled'));--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_status_check" CHECK ("brands"."status" in ('inactive', 'active'));--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_status_check" CHECK ("import_runs"."status" in ('queued', 'running', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_availability_check" CHECK ("products"."availability" in ('in_stock', 'out_of_stock', 'unknown'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_check" CHECK ("products"."status" in ('inactive', 'active'));--> statement-breakpoint
ALTER TABLE "commission_csv_uploads" ADD CONSTRAINT "commission_csv_uploads_status_check" CHECK ("commission_csv_uploads"."status" in ('previewed', 'applied'));--> statement-breakpoint
ALTER TABLE "commission_history" ADD CONSTRAINT "commission_history_old_status_check" CHECK ("commission_history"."old_status" in ('inactive', 'active'));--> statement-breakpoint
ALTER TABLE "commission_history" ADD CONSTRAINT "commission_history_new_status_check" CHECK ("commission_history"."new_status" in ('inactive', 'active'));--> statement-breakpoint
ALTER TABLE "commission_history" ADD CONSTRAINT "commission_history_source_check" CHECK ("commission_history"."source" in ('single', 'batch', 'csv'));--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_status_check" CHECK ("emails"."status" in ('queued', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_transport_check" CHECK ("emails"."transport" in ('smtp', 'outbox'));--> statement-breakpoint
ALTER TABLE "publisher_profiles" ADD CONSTRAINT "publisher_profiles_review_status_check" CHECK ("publisher_profiles"."review_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_kind_check" CHECK ("uploads"."kind" in ('image', 'file'));