ALTER TABLE "registrations" ADD COLUMN "course_slug" text;
