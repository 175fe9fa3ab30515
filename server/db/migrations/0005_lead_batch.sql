ALTER TABLE "contact_enquiries" ADD COLUMN "batch" integer;--> statement-breakpoint
CREATE INDEX "contact_enquiries_batch_idx" ON "contact_enquiries" USING btree ("batch");