CREATE TABLE "accreditations" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"imagepath" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accreditations_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"featured_image" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text NOT NULL,
	"course" text NOT NULL,
	"track" text NOT NULL,
	"description" text,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"aadhar_no" text,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"postcode" text,
	"country" text,
	"main_tel" text,
	"website" text,
	"address" text,
	"degree" text,
	"engineering" text,
	"guardian_first_name" text,
	"guardian_last_name" text,
	"guardian_job_title" text,
	"guardian_telephone" text,
	"guardian_mobile" text,
	"guardian_email" text,
	"courses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_other_text" text,
	"date" text,
	"attribution" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blogs_published_created_idx" ON "blogs" USING btree ("published","created_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null and "jobs"."failed_at" is null;