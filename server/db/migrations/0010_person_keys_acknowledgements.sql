CREATE TABLE "acknowledgements" (
	"email_key" text PRIMARY KEY NOT NULL,
	"lead" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "phone_key" text;--> statement-breakpoint
CREATE INDEX "contact_enquiries_email_key_idx" ON "contact_enquiries" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "contact_enquiries_phone_key_idx" ON "contact_enquiries" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "registrations_email_key_idx" ON "registrations" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "registrations_phone_key_idx" ON "registrations" USING btree ("phone_key");