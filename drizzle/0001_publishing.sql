CREATE TABLE "publications" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"token" text PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "live_publication_id" integer;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publications_website_number_idx" ON "publications" USING btree ("website_id","number");--> statement-breakpoint
CREATE INDEX "share_links_website_idx" ON "share_links" USING btree ("website_id");--> statement-breakpoint
CREATE UNIQUE INDEX "websites_slug_idx" ON "websites" USING btree ("slug");