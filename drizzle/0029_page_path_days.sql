CREATE TABLE "page_path_days" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_path_days_website_id_day_path_pk" PRIMARY KEY("website_id","day","path")
);
--> statement-breakpoint
ALTER TABLE "page_path_days" ADD CONSTRAINT "page_path_days_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;