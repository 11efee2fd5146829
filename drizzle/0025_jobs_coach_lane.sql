ALTER TABLE "jobs" ADD COLUMN "coach_id" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "lane" text;--> statement-breakpoint
-- Jobs still waiting are given their coach (and a webhook's lane), so the runner shares them out
-- fairly from the first start of this build; a job whose lead or delivery is gone keeps nulls.
UPDATE "jobs" SET "coach_id" = "leads"."user_id"
  FROM "leads"
  WHERE "jobs"."kind" = 'deliver-lead' AND "jobs"."done_at" IS NULL
    AND "jobs"."payload" ->> 'leadId' = "leads"."id"::text;--> statement-breakpoint
UPDATE "jobs" SET "coach_id" = "webhook_endpoints"."user_id",
    "lane" = 'webhook:' || "webhook_endpoints"."id"
  FROM "webhook_deliveries"
  JOIN "webhook_endpoints" ON "webhook_endpoints"."id" = "webhook_deliveries"."endpoint_id"
  WHERE "jobs"."kind" = 'deliver-webhook' AND "jobs"."done_at" IS NULL
    AND "jobs"."payload" ->> 'id' = "webhook_deliveries"."id";
