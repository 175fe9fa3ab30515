ALTER TABLE "contact_enquiries" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "spam_reason" text;