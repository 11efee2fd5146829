import { referrerHostOf } from '../referrer';

/**
 * Where a lead came from, kept with it: the site that sent the visitor (its host only) and the
 * UTM campaign of the page's address. Both are what a visitor's browser sent, so they are data
 * only: a host is a host name (letters, digits, dots, dashes), a campaign is short plain text.
 */
export type LeadSource = { referrerHost: string; campaign: string };

/** The hidden fields a published page's form carries its visitor's source in. */
export const SOURCE_HOST_FIELD = 'source_host';
export const SOURCE_CAMPAIGN_FIELD = 'source_campaign';

export const MAX_SOURCE_HOST = 253;
export const MAX_SOURCE_CAMPAIGN = 100;

const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/;

/** A host name as it is kept: lower case, without www., or '' when the value is no host name. */
export function sourceHostOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return host.length <= MAX_SOURCE_HOST && HOST_NAME.test(host) ? host : '';
}

/** The site that sent a visitor, as a lead keeps it, or '' (none, or the page's own host). */
export function sentFromHost(referer: string | undefined, ownHostHeader: string): string {
  return sourceHostOf(referrerHostOf(referer, ownHostHeader));
}

/** A campaign name as it is kept: one line of printable text, at most MAX_SOURCE_CAMPAIGN long. */
export function sourceCampaignOf(value: unknown): string {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof first !== 'string') return '';
  // Control characters and lone surrogates are dropped; spaces are folded.
  const plain = first
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(plain.toWellFormed().replace(/\uFFFD/g, ''))
    .slice(0, MAX_SOURCE_CAMPAIGN)
    .join('')
    .trim();
}

/** The `utm_campaign` of an address's query, or ''. */
export function campaignOfAddress(address: unknown): string {
  if (typeof address !== 'string' || address === '') return '';
  try {
    return sourceCampaignOf(new URL(address).searchParams.get('utm_campaign'));
  } catch {
    return '';
  }
}

/** What a post to a lead form says about where its visitor came from. */
export type PostedSource = {
  /** The form's fields (the hidden source fields, when the page filled them). */
  body: Record<string, unknown>;
  /** The query of the address the form was posted to (the page's own address). */
  query: Record<string, unknown>;
  /** The post's Referer header: the page the form was on. */
  referer: string | undefined;
  /** The host the page is served at: a referrer from it is the page itself, not a source. */
  ownHost: string;
};

/**
 * The source of a posted lead: the page's hidden fields first (the referrer its visitor arrived
 * with), else the Referer of the post when it is another site (a form embedded elsewhere); the
 * campaign from the hidden field, else the page address's utm_campaign (the address posted to,
 * or the Referer's), so a page with no script keeps it too.
 */
export function leadSourceOf({ body, query, referer, ownHost }: PostedSource): LeadSource {
  const referrerHost = sourceHostOf(body[SOURCE_HOST_FIELD]) || sentFromHost(referer, ownHost);
  const campaign =
    sourceCampaignOf(body[SOURCE_CAMPAIGN_FIELD]) ||
    sourceCampaignOf(query.utm_campaign) ||
    campaignOfAddress(referer);
  return { referrerHost, campaign };
}

/** The source in the inbox's words: "from instagram.com · campaign spring-launch", or ''. */
export function sourceLine({ referrerHost, campaign }: LeadSource): string {
  return [referrerHost && `from ${referrerHost}`, campaign && `campaign ${campaign}`]
    .filter(Boolean)
    .join(' · ');
}
