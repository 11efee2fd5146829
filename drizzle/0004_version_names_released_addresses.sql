CREATE TABLE "released_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publications" ADD COLUMN "label" text;