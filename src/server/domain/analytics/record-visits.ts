import { createHash } from 'node:crypto';
import { inArray, lt, sql } from 'drizzle-orm';
import type { Day } from '../../../model/analytics/date-range';
import { DEVICE_CLASSES, type DeviceClass } from '../../../model/analytics/device-class';
import type { Db } from '../../db/database';
import {
  pageCampaignDays,
  pageDomainDays,
  pagePathDays,
  pageReferrerDays,
  pageViewDays,
  pageVisitors,
  publications,
} from '../../db/schema';
import type { Visit } from './visit';

/** Views that are the same in every counted respect (one visitor, page, day, referrer, campaign). */
export type SameViews = { visit: Visit; views: number };

type DayCount = {
  websiteId: number;
  day: Day;
  views: number;
  visitors: Set<string>;
  devices: Record<DeviceClass, number>;
  referrers: Map<string, number>;
  campaigns: Map<string, number>;
  /** Views per domain served on ('' for /s/{slug}). */
  domains: Map<string, number>;
  /** Views per path under the website's address ('' for the home page). */
  paths: Map<string, number>;
};

/** A visitor for one website on one day: nothing in it leads back to the address or browser. */
export function visitorHash(salt: string, websiteId: number, visit: Visit): string {
  return createHash('sha256')
    .update(`${salt}\n${websiteId}\n${visit.address}\n${visit.userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}

async function websitesOf(db: Db, publicationIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: publications.id, websiteId: publications.websiteId })
    .from(publications)
    .where(inArray(publications.id, publicationIds));
  return new Map(rows.map((r) => [r.id, r.websiteId]));
}

function tally(batch: SameViews[], websites: Map<number, number>, salts: Map<Day, string>) {
  const days = new Map<string, DayCount>();
  for (const { visit, views } of batch) {
    const websiteId = websites.get(visit.publicationId);
    const salt = salts.get(visit.day);
    if (websiteId === undefined || salt === undefined) continue; // unpublished and deleted since
    const key = `${websiteId}|${visit.day}`;
    let count = days.get(key);
    if (!count) {
      count = {
        websiteId,
        day: visit.day,
        views: 0,
        visitors: new Set(),
        devices: { mobile: 0, tablet: 0, desktop: 0 },
        referrers: new Map(),
        campaigns: new Map(),
        domains: new Map(),
        paths: new Map(),
      };
      days.set(key, count);
    }
    count.views += views;
    count.visitors.add(visitorHash(salt, websiteId, visit));
    count.devices[visit.device] += views;
    count.referrers.set(visit.referrerHost, (count.referrers.get(visit.referrerHost) ?? 0) + views);
    count.domains.set(visit.domain, (count.domains.get(visit.domain) ?? 0) + views);
    count.paths.set(visit.path, (count.paths.get(visit.path) ?? 0) + views);
    if (visit.campaign) {
      const { source, medium, campaign } = visit.campaign;
      const name = JSON.stringify([source, medium, campaign]);
      count.campaigns.set(name, (count.campaigns.get(name) ?? 0) + views);
    }
  }
  return [...days.values()];
}

/** Visitors not seen before today, per website and day. */
async function newVisitors(db: Db, counts: DayCount[]): Promise<Map<string, number>> {
  const rows = counts.flatMap((c) =>
    [...c.visitors].map((visitor) => ({ websiteId: c.websiteId, day: c.day, visitor })),
  );
  const fresh = new Map<string, number>();
  if (rows.length === 0) return fresh;
  const inserted = await db
    .insert(pageVisitors)
    .values(rows)
    .onConflictDoNothing()
    .returning({ websiteId: pageVisitors.websiteId, day: pageVisitors.day });
  for (const row of inserted) {
    const key = `${row.websiteId}|${row.day}`;
    fresh.set(key, (fresh.get(key) ?? 0) + 1);
  }
  return fresh;
}

/** The stored count plus the batch's: `table.column + excluded.column`. */
const added = (table: string, column: { name: string }) =>
  sql.raw(`"${table}"."${column.name}" + excluded."${column.name}"`);

/**
 * Adds a batch of views (gathered by visitor) to the day rows, in one transaction: page views, new visitors, devices,
 * referrers, domains and paths served at, and campaigns. Several processes may write at once: every count is added, never set.
 */
export async function recordVisits(
  db: Db,
  batch: SameViews[],
  salts: Map<Day, string>,
): Promise<void> {
  if (batch.length === 0) return;
  const websites = await websitesOf(db, [...new Set(batch.map((v) => v.visit.publicationId))]);
  const counts = tally(batch, websites, salts);
  if (counts.length === 0) return;
  await db.transaction(async (tx) => {
    const fresh = await newVisitors(tx, counts);
    await tx
      .insert(pageViewDays)
      .values(
        counts.map((c) => ({
          websiteId: c.websiteId,
          day: c.day,
          views: c.views,
          visitors: fresh.get(`${c.websiteId}|${c.day}`) ?? 0,
          ...c.devices,
        })),
      )
      .onConflictDoUpdate({
        target: [pageViewDays.websiteId, pageViewDays.day],
        set: Object.fromEntries(
          (['views', 'visitors', ...DEVICE_CLASSES] as const).map((k) => [
            k,
            added('page_view_days', pageViewDays[k]),
          ]),
        ),
      });
    const referrers = counts.flatMap((c) =>
      [...c.referrers].map(([host, views]) => ({
        websiteId: c.websiteId,
        day: c.day,
        host,
        views,
      })),
    );
    await tx
      .insert(pageReferrerDays)
      .values(referrers)
      .onConflictDoUpdate({
        target: [pageReferrerDays.websiteId, pageReferrerDays.day, pageReferrerDays.host],
        set: { views: added('page_referrer_days', pageReferrerDays.views) },
      });
    const domains = counts.flatMap((c) =>
      [...c.domains].map(([domain, views]) => ({
        websiteId: c.websiteId,
        day: c.day,
        domain,
        views,
      })),
    );
    await tx
      .insert(pageDomainDays)
      .values(domains)
      .onConflictDoUpdate({
        target: [pageDomainDays.websiteId, pageDomainDays.day, pageDomainDays.domain],
        set: { views: added('page_domain_days', pageDomainDays.views) },
      });
    const paths = counts.flatMap((c) =>
      [...c.paths].map(([path, views]) => ({ websiteId: c.websiteId, day: c.day, path, views })),
    );
    await tx
      .insert(pagePathDays)
      .values(paths)
      .onConflictDoUpdate({
        target: [pagePathDays.websiteId, pagePathDays.day, pagePathDays.path],
        set: { views: added('page_path_days', pagePathDays.views) },
      });
    const campaigns = counts.flatMap((c) =>
      [...c.campaigns].map(([name, views]) => {
        const [source = '', medium = '', campaign = ''] = JSON.parse(name) as string[];
        return { websiteId: c.websiteId, day: c.day, source, medium, campaign, views };
      }),
    );
    if (campaigns.length > 0) {
      await tx
        .insert(pageCampaignDays)
        .values(campaigns)
        .onConflictDoUpdate({
          target: [
            pageCampaignDays.websiteId,
            pageCampaignDays.day,
            pageCampaignDays.source,
            pageCampaignDays.medium,
            pageCampaignDays.campaign,
          ],
          set: { views: added('page_campaign_days', pageCampaignDays.views) },
        });
    }
  });
}

/** Visitor hashes of days that are over: they only ever told today's visitors apart. */
export async function dropOldVisitors(db: Db, today: Day): Promise<void> {
  await db.delete(pageVisitors).where(lt(pageVisitors.day, today));
}
