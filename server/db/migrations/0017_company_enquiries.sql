ALTER TABLE "contact_enquiries" ALTER COLUMN "course" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ALTER COLUMN "track" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "kind" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "company" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "team_size" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "interests" jsonb;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "centre" text;