ALTER TABLE "crm_connections" RENAME COLUMN "location_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "crm_connections" RENAME COLUMN "location_name" TO "account_name";--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "provider" text DEFAULT 'gohighlevel' NOT NULL;
