CREATE TABLE "batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"course" text NOT NULL,
	"centre" text NOT NULL,
	"mode" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text NOT NULL,
	"time_zone" text NOT NULL,
	"schedule" text NOT NULL,
	"language" text NOT NULL,
	"seats" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "batches_course_start_idx" ON "batches" USING btree ("course","start_date");--> statement-breakpoint
CREATE INDEX "batches_start_idx" ON "batches" USING btree ("start_date");--> statement-breakpoint
-- Course pages, the sitemap and the calendar feeds read batches: a change to them notifies like blogs' (0003_page_notices).
CREATE TRIGGER batches_page_source AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON batches FOR EACH STATEMENT EXECUTE FUNCTION notify_page_source();
