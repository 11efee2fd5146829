import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { CrmProvider, LeadRule } from '../../../model/crm/api';
import type { LeadDeliveryStatus } from '../../../model/crm/inbox-api';
import { users } from './accounts';
import { moment, timestamps } from './columns';
import { websites } from './websites';

/**
 * A coach's CRM connection (decision 014: the coach's, not a website's; decision 025: any
 * provider behind the CrmPort). `accountId` is the provider's account (GoHighLevel's location,
 * HubSpot's portal). The token is stored sealed (secrets/secret-box.ts), never in clear;
 * `tokenHint` is its last 4 characters.
 */
export const crmConnections = pgTable('crm_connections', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').$type<CrmProvider>().notNull().default('gohighlevel'),
  accountId: text('account_id').notNull(),
  accountName: text('account_name').notNull(),
  tokenSealed: text('token_sealed').notNull(),
  tokenHint: text('token_hint').notNull(),
  leadRule: text('lead_rule').$type<LeadRule>().notNull().default('keyword'),
  pipelineId: text('pipeline_id'),
  pipelineStageId: text('pipeline_stage_id'),
  ...timestamps,
});

/**
 * The coach's lead inbox: every submission of a published page's form, stored before anything is
 * sent to the CRM (the outbox). What has been done in the CRM is recorded step by step (contact,
 * note, opportunity), so a delivery tried again never does a step twice.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the website is deleted: the lead is the coach's and stays. */
    websiteId: integer('website_id').references(() => websites.id, { onDelete: 'set null' }),
    websiteName: text('website_name').notNull(),
    /** The page's address when it was sent (tagged on the contact). */
    pageAddress: text('page_address').notNull(),
    elementId: integer('element_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** Where the visitor came from (lead-source.ts): the referrer's host and the UTM campaign. */
    sourceHost: text('source_host').notNull().default(''),
    sourceCampaign: text('source_campaign').notNull().default(''),
    status: text('status').$type<LeadDeliveryStatus>().notNull().default('queued'),
    contactId: text('contact_id'),
    /**
     * Which CRM account the recorded progress (contact, note, opportunity) is in
     * (`provider:accountId`): when the coach connects another, a lead not yet delivered starts
     * over there. Null for leads recorded before it was kept.
     */
    crmAccount: text('crm_account'),
    /**
     * Whether the contact was already in the CRM (matched by email or phone, and then never
     * changed: decision 021), null until the contact step is done.
     */
    contactMatched: boolean('contact_matched'),
    noteId: text('note_id'),
    opportunityId: text('opportunity_id'),
    /** True once it is settled whether an opportunity is made (the rule said no, or it was made). */
    opportunityDone: boolean('opportunity_done').notNull().default(false),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    /** When the current day of trying began: the post, or the coach's last retry. */
    tryingSince: moment('trying_since').notNull().defaultNow(),
    deliveredAt: moment('delivered_at'),
    ...timestamps,
  },
  (t) => [
    index('leads_user_idx').on(t.userId, t.createdAt.desc()),
    index('leads_website_idx').on(t.websiteId, t.createdAt.desc()),
    index('leads_queued_idx')
      .on(t.userId)
      .where(sql`status = 'queued'`),
  ],
);

/**
 * Who is delivering a lead to one account's contact right now (by the lead's email and phone),
 * so that two deliveries for one person, in any process, never make two contacts or two open
 * opportunities. A lock is taken by inserting its row and given back by deleting it; one whose
 * holder died is taken over once `expiresAt` has passed.
 */
export const crmLocks = pgTable('crm_locks', {
  key: text('key').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: moment('expires_at').notNull(),
});
