import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type {
  AccountDomain,
  CustomDomain,
  WebsiteDomains,
} from '../../../model/domains/custom-domains';
import { normalizeDomain } from '../../../model/domains/domain-name';
import type { Db } from '../../db/database';
import { customDomains, websites } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { findOwnedWebsite } from '../owned';
import { applyCheck } from './apply-check';
import { checkDns } from './check-dns';
import { heldByAnother, ownWebsiteWith } from './claims';
import type { DomainSettings } from './domain-settings';
import { domainView, type DomainRow } from './domain-view';

type Deps = { db: Db; settings: DomainSettings; now: () => Date };

const fieldError = (reason: string) =>
  new AppError('bad_request', `domain ${reason}`, { domain: reason });

/** The coach's domain `id`, or a 404 (another coach's domain is not found, never forbidden). */
export async function ownDomain(db: Db, userId: number, id: number): Promise<DomainRow> {
  const [row] = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.id, id), eq(customDomains.userId, userId)));
  if (!row) throw notFound('Domain');
  return row;
}

/** GET /api/websites/{id}/domains. */
export async function websiteDomains(
  { db, settings }: Pick<Deps, 'db' | 'settings'>,
  userId: number,
  websiteId: number,
): Promise<WebsiteDomains> {
  const website = await findOwnedWebsite(db, userId, websiteId);
  const rows = await db
    .select()
    .from(customDomains)
    .where(eq(customDomains.websiteId, websiteId))
    .orderBy(asc(customDomains.id));
  return {
    domains: rows.map((row) => domainView(row, settings.target)),
    limit: settings.maxPerWebsite,
    keepOwnAddress: website.keepOwnAddress,
  };
}

/** GET /api/domains: every domain of the coach, for the account screen. */
export async function accountDomains(
  { db, settings }: Pick<Deps, 'db' | 'settings'>,
  userId: number,
): Promise<AccountDomain[]> {
  const rows = await db
    .select({ domain: customDomains, websiteName: websites.name })
    .from(customDomains)
    .innerJoin(websites, eq(websites.id, customDomains.websiteId))
    .where(eq(customDomains.userId, userId))
    .orderBy(asc(customDomains.domain));
  return rows.map((r) => ({
    ...domainView(r.domain, settings.target),
    websiteName: r.websiteName,
  }));
}

/** Checks a domain's DNS now and stores what was found. */
export async function checkNow(deps: Deps, row: DomainRow): Promise<DomainRow | null> {
  const found = await checkDns(row.domain, row.token, deps.settings.target, deps.settings.dns);
  return applyCheck(deps.db, row, found, deps.now());
}

/**
 * POST /api/websites/{id}/domains: the domain as typed, checked (a 400 naming `domain` says why
 * not), added with a token of its own, and checked once at once. The first is the primary.
 */
export async function addDomain(
  deps: Deps,
  userId: number,
  websiteId: number,
  typed: string,
): Promise<CustomDomain> {
  const { db, settings } = deps;
  const name = normalizeDomain(typed, settings.ownHosts);
  if (!name.ok) throw fieldError(name.problem);
  const { domain } = name;
  await findOwnedWebsite(db, userId, websiteId);
  const [held] = await db
    .select({ n: count() })
    .from(customDomains)
    .where(eq(customDomains.websiteId, websiteId));
  const n = held?.n ?? 0;
  if (n >= settings.maxPerWebsite) {
    throw fieldError(
      `cannot be added: a website can have up to ${settings.maxPerWebsite} domains. Remove one to add another.`,
    );
  }
  const onWebsite = await ownWebsiteWith(db, userId, domain);
  if (onWebsite !== null) throw fieldError(`is already on your website “${onWebsite}”`);
  const taken = await heldByAnother(db, userId, domain);
  if (taken) throw fieldError(taken);
  const [row] = await db
    .insert(customDomains)
    .values({
      userId,
      websiteId,
      domain,
      token: `coachsite-${randomBytes(18).toString('base64url')}`,
      isPrimary: n === 0,
      checkState: 'waiting',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('is already on this website');
  const checked = (await checkNow(deps, row)) ?? row;
  return domainView(checked, settings.target);
}

/** DELETE /api/domains/{id}: freed at once for anyone; the oldest left becomes the primary. */
export async function removeDomain(db: Db, userId: number, id: number): Promise<void> {
  const row = await ownDomain(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.delete(customDomains).where(eq(customDomains.id, row.id));
    if (!row.isPrimary) return;
    const [next] = await tx
      .select({ id: customDomains.id })
      .from(customDomains)
      .where(eq(customDomains.websiteId, row.websiteId))
      .orderBy(asc(customDomains.id))
      .limit(1);
    if (next) {
      await tx.update(customDomains).set({ isPrimary: true }).where(eq(customDomains.id, next.id));
    }
  });
}

/** POST /api/domains/{id}/primary: the domain the website's others send visitors to. */
export async function makePrimary(db: Db, userId: number, id: number): Promise<DomainRow> {
  const row = await ownDomain(db, userId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(customDomains)
      .set({ isPrimary: false, updatedAt: new Date() })
      .where(and(eq(customDomains.websiteId, row.websiteId), ne(customDomains.id, row.id)));
    await tx
      .update(customDomains)
      .set({ isPrimary: true, updatedAt: new Date() })
      .where(eq(customDomains.id, row.id));
  });
  return row;
}

/** PATCH /api/websites/{id}/domains: whether /s/{address} keeps answering beside her domain. */
export async function keepOwnAddress(
  db: Db,
  userId: number,
  websiteId: number,
  keep: boolean,
): Promise<void> {
  await findOwnedWebsite(db, userId, websiteId);
  await db
    .update(websites)
    .set({ keepOwnAddress: keep })
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)));
}
