CREATE TABLE "crm_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"location_id" text NOT NULL,
	"location_name" text NOT NULL,
	"token_sealed" text NOT NULL,
	"token_hint" text NOT NULL,
	"lead_rule" text DEFAULT 'keyword' NOT NULL,
	"pipeline_id" text,
	"pipeline_stage_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"website_id" integer,
	"website_name" text NOT NULL,
	"page_address" text NOT NULL,
	"element_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"contact_id" text,
	"note_id" text,
	"opportunity_id" text,
	"opportunity_done" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_website_idx" ON "leads" USING btree ("website_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_queued_idx" ON "leads" USING btree ("user_id") WHERE status = 'queued';