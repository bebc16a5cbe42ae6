CREATE TABLE "publisher_tax_forms" (
	"user_id" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"name" text NOT NULL,
	"business_name" text,
	"citizenship_country" text,
	"incorporation_country" text,
	"residence_country" text NOT NULL,
	"masked_us_tin" text,
	"masked_foreign_tin" text,
	"signature_name" text NOT NULL,
	"signed_on" date NOT NULL,
	"details_sealed" text NOT NULL,
	"pdf_storage_key" text,
	"pdf_file_name" text,
	"pdf_size_bytes" integer,
	"pdf_uploaded_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "publisher_tax_forms_form_check" CHECK ("publisher_tax_forms"."form" in ('W9', 'W8BEN', 'W8BENE'))
);
--> statement-breakpoint
ALTER TABLE "publisher_tax_forms" ADD CONSTRAINT "publisher_tax_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;