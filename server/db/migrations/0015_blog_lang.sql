ALTER TABLE "blogs" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_lang_check" CHECK ("blogs"."lang" in ('en', 'ar'));