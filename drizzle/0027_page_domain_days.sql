CREATE TABLE "page_domain_days" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"domain" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_domain_days_website_id_day_domain_pk" PRIMARY KEY("website_id","day","domain")
);
--> statement-breakpoint
ALTER TABLE "page_domain_days" ADD CONSTRAINT "page_domain_days_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;