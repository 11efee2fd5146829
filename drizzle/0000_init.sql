CREATE TABLE "elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"type" text NOT NULL,
	"order" integer NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"styles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"order" integer NOT NULL,
	"title" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"domain" text,
	"template" text NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "elements_section_idx" ON "elements" USING btree ("section_id","order");--> statement-breakpoint
CREATE INDEX "sections_website_idx" ON "sections" USING btree ("website_id","order");--> statement-breakpoint
CREATE INDEX "websites_user_idx" ON "websites" USING btree ("user_id","id");