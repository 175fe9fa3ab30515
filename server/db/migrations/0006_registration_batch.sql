ALTER TABLE "registrations" ADD COLUMN "batch" integer;--> statement-breakpoint
CREATE INDEX "registrations_batch_idx" ON "registrations" USING btree ("batch");