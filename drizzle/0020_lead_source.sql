ALTER TABLE "leads" ADD COLUMN "source_host" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source_campaign" text DEFAULT '' NOT NULL;