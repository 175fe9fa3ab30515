CREATE TABLE "acknowledgements" (
	"email_key" text PRIMARY KEY NOT NULL,
	"lead" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
