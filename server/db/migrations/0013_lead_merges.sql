ALTER TABLE "contact_enquiries" ADD COLUMN "merged_into" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "merged_into" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "merged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_enquiries_merged_into_idx" ON "contact_enquiries" USING btree ("merged_into");--> statement-breakpoint
CREATE INDEX "registrations_merged_into_idx" ON "registrations" USING btree ("merged_into");