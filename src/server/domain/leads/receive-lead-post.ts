import {
  checkLeadAnswers,
  FORM_ELEMENT_FIELD,
  HONEYPOT_FIELD,
  LEAD_SUBMISSIONS_PER_MINUTE,
  type LeadAnswers,
  type LeadProblems,
} from '../../../model/crm/lead-form';
import { leadSourceOf } from '../../../model/crm/lead-source';
import { idSchema } from '../../../model/ids';
import type { PageAddress } from '../../../model/page-urls';
import type { Db } from '../../db/database';
import type { Services } from '../../services';
import { countAttempt } from '../auth/rate-limit';
import { visitorOf } from '../auth/visitor';
import { liveLeadForm, type LeadFormsKept, type LiveLeadForm } from './live-lead-form';
import { submitLead, type SubmittedLead } from './submit-lead';

/** A post to a lead form as the route read it from the request, nothing decided yet. */
export type LeadPost = {
  /** The page the form is on, by the address posted to; null when that address names none. */
  page: { websiteId: number } | { slug: string } | null;
  /** The form's fields as posted (the form's element id, the answers, honeypot, source). */
  body: Record<string, unknown>;
  /** The query of the address posted to (the page's own, with its utm_campaign). */
  query: Record<string, unknown>;
  /** The post's Referer header. */
  referer: string | undefined;
  /** The Host header: a referrer from it is the page itself, not a source. */
  ownHost: string;
  /** The visitor's address (after TRUST_PROXY), counted only under a keyed hash. */
  visitorAddress: string;
  /** The address visitors reach a live page at (on /s/ or her domain): the lead keeps it. */
  addressOf: PageAddress;
};

/** What became of a post; the route answers each as a page or as JSON. */
export type ReceivedLeadPost =
  /** No such form on a live page (unpublished, removed by a republish, or never there). */
  | { kind: 'gone' }
  /** Past LEAD_SUBMISSIONS_PER_MINUTE for this visitor and page: nothing was looked at. */
  | { kind: 'too-many'; retryAfterSeconds: number }
  /** The honeypot was filled: a bot, told all went well; nothing was kept. */
  | { kind: 'trap'; form: LiveLeadForm }
  /** Answers that do not pass the form's checks: nothing was kept. */
  | {
      kind: 'invalid';
      form: LiveLeadForm;
      answers: LeadAnswers;
      problems: LeadProblems;
      /** The site that sent the visitor, kept on the page drawn again for them. */
      sourceHost: string;
    }
  /** Stored, and delivered at once or left to the outbox (or held past a ceiling). */
  | { kind: 'taken'; form: LiveLeadForm; lead: SubmittedLead };

export type LeadPostDeps = { db: Db; services: Services; kept: LeadFormsKept };

/**
 * Decides a visitor's post to a live page's lead form: which form it is, whether the visitor has
 * posted too often, whether a bot filled the honeypot, whether the answers pass, and otherwise
 * stores the lead and tries it at the CRM once (submitLead). Counts the post in the metrics by
 * what became of it (refused, held or stored), once.
 */
export async function receiveLeadPost(
  deps: LeadPostDeps,
  post: LeadPost,
): Promise<ReceivedLeadPost> {
  const outcome = await decide(deps, post);
  deps.services.metrics.leadPost(
    outcome.kind !== 'taken' ? 'refused' : outcome.lead.outcome.kind === 'held' ? 'held' : 'stored',
  );
  return outcome;
}

async function decide(
  { db, services, kept }: LeadPostDeps,
  post: LeadPost,
): Promise<ReceivedLeadPost> {
  const { body } = post;
  const elementId = idSchema.safeParse(body[FORM_ELEMENT_FIELD]);
  const form =
    post.page && elementId.success ? await liveLeadForm(db, kept, post.page, elementId.data) : null;
  if (!form) return { kind: 'gone' };

  // Every post counts, refused ones too: a bad answer renders a page, so it is work as well.
  // The visitor is counted under a keyed hash of their address, never the address itself.
  const visitor = visitorOf(services.secrets, post.visitorAddress);
  const { count, secondsLeft } = await countAttempt(
    db,
    `lead-form:${visitor}:${form.websiteId}`,
    60,
  );
  if (count > LEAD_SUBMISSIONS_PER_MINUTE) {
    return { kind: 'too-many', retryAfterSeconds: Math.max(1, Math.ceil(secondsLeft)) };
  }

  // A bot filled the field people never see: it is told all went well, and nothing is kept.
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'trap', form };

  const source = leadSourceOf({
    body,
    query: post.query,
    referer: post.referer,
    ownHost: post.ownHost,
  });
  const checked = checkLeadAnswers(form.fields, body);
  if (!checked.ok) {
    const { answers, problems } = checked;
    return { kind: 'invalid', form, answers, problems, sourceHost: source.referrerHost };
  }
  const pageAddress = post.addressOf(form.slug);
  const lead = await submitLead(db, services, form, checked.answers, pageAddress, source);
  return { kind: 'taken', form, lead };
}
