ALTER TABLE "contact_enquiries" ADD COLUMN "kept_zone" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "kept_zone" text;