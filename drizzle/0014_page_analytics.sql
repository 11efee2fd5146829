CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_campaign_days" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_campaign_days_website_id_day_source_medium_campaign_pk" PRIMARY KEY("website_id","day","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "page_referrer_days" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_referrer_days_website_id_day_host_pk" PRIMARY KEY("website_id","day","host")
);
--> statement-breakpoint
CREATE TABLE "page_view_days" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"mobile" integer DEFAULT 0 NOT NULL,
	"tablet" integer DEFAULT 0 NOT NULL,
	"desktop" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_view_days_website_id_day_pk" PRIMARY KEY("website_id","day")
);
--> statement-breakpoint
CREATE TABLE "page_visitors" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "page_visitors_website_id_day_visitor_pk" PRIMARY KEY("website_id","day","visitor")
);
--> statement-breakpoint
ALTER TABLE "page_campaign_days" ADD CONSTRAINT "page_campaign_days_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_referrer_days" ADD CONSTRAINT "page_referrer_days_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_view_days" ADD CONSTRAINT "page_view_days_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_visitors" ADD CONSTRAINT "page_visitors_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;