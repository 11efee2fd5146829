ALTER TABLE "leads" ADD COLUMN "trying_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "next_attempt_at";