CREATE TABLE "assignment_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"centre" text,
	"subject" text,
	"method" text NOT NULL,
	"counsellors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"turn" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digests_sent" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "available_for_leads" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "digests_sent" ADD CONSTRAINT "digests_sent_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_rules_scope_idx" ON "assignment_rules" USING btree (coalesce("centre", ''),coalesce("subject", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "digests_sent_owner_day_idx" ON "digests_sent" USING btree ("owner_id","day");--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_owner_id_staff_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_enquiries_owner_idx" ON "contact_enquiries" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "contact_enquiries_follow_up_idx" ON "contact_enquiries" USING btree ("follow_up_at");--> statement-breakpoint
CREATE INDEX "registrations_owner_idx" ON "registrations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "registrations_follow_up_idx" ON "registrations" USING btree ("follow_up_at");