ALTER TABLE "leads" ADD COLUMN "crm_account" text;
