CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"order" integer NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"in_nav" boolean DEFAULT true NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"former_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"body" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"time_zone" text,
	"published_at" timestamp with time zone,
	"former_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "page_id" integer;--> statement-breakpoint
-- Issue 38: every website so far becomes a one-page website; its sections are its home page's.
INSERT INTO "pages" ("website_id", "title", "slug", "order", "is_home") SELECT "id", 'Home', 'home', 0, true FROM "websites";--> statement-breakpoint
UPDATE "sections" SET "page_id" = "pages"."id" FROM "pages" WHERE "pages"."website_id" = "sections"."website_id" AND "pages"."is_home";--> statement-breakpoint
ALTER TABLE "sections" ALTER COLUMN "page_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pages_website_idx" ON "pages" USING btree ("website_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_website_slug_idx" ON "pages" USING btree ("website_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_website_home_idx" ON "pages" USING btree ("website_id") WHERE "pages"."is_home";--> statement-breakpoint
CREATE UNIQUE INDEX "posts_website_slug_idx" ON "posts" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "posts_website_live_idx" ON "posts" USING btree ("website_id","state","published_at");--> statement-breakpoint
CREATE INDEX "posts_due_idx" ON "posts" USING btree ("state","publish_at");--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sections_page_idx" ON "sections" USING btree ("page_id","order");