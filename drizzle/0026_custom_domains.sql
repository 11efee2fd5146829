CREATE TABLE "custom_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"domain" text NOT NULL,
	"token" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"check_state" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone,
	"checks_failed" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"certificate_asked_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "keep_own_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_verified_idx" ON "custom_domains" USING btree ("domain") WHERE verified_at is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_domains_website_domain_idx" ON "custom_domains" USING btree ("website_id","domain");--> statement-breakpoint
CREATE INDEX "custom_domains_user_idx" ON "custom_domains" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custom_domains_due_idx" ON "custom_domains" USING btree ("next_check_at");