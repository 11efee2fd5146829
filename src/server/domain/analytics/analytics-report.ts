import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import {
  SERVICE_ADDRESS,
  type AnalyticsAnswer,
  type AnalyticsQuery,
  type OtherCalendar,
} from '../../../model/analytics/analytics';
import { otherCalendarHost } from '../../../model/analytics/booking-calendar';
import { upgradeSettings } from '../../../model/content-versions';
import { dayBounds, eachDay, type Day } from '../../../model/analytics/date-range';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  leads,
  pageCampaignDays,
  pageDomainDays,
  pagePathDays,
  pageReferrerDays,
  pageViewDays,
  websites,
} from '../../db/schema';
import { notFound } from '../../errors';
import { shownDomain } from '../domains/domain-display';
import type { Services } from '../../services';
import { crmBookings } from './crm-bookings';
import { pathViews } from './path-views';

/** How many referrers and campaigns an answer lists. */
export const TOP = 10;

const total = (column: SQL | { name: string }) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** The websites asked about: one of the coach's, or all of them (a 404 for anyone else's). */
async function websiteFilter(db: Db, userId: number, websiteId: number | undefined) {
  if (websiteId === undefined) {
    return (column: AnyPgColumn) =>
      inArray(
        column,
        db.select({ id: websites.id }).from(websites).where(eq(websites.userId, userId)),
      );
  }
  const [owned] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)));
  if (!owned) throw notFound('Website');
  return (column: AnyPgColumn) => eq(column, websiteId);
}

/**
 * The websites asked about that book their calls on another calendar than GoHighLevel's (the
 * Design tab's booking calendar), and whether every website asked about does.
 */
async function otherCalendars(db: Db, userId: number, websiteId: number | undefined) {
  const rows = await db
    .select({
      id: websites.id,
      name: websites.name,
      settings: websites.settings,
      settingsVersion: websites.settingsVersion,
    })
    .from(websites)
    .where(
      and(
        eq(websites.userId, userId),
        websiteId === undefined ? undefined : eq(websites.id, websiteId),
      ),
    )
    .orderBy(websites.id);
  const others: OtherCalendar[] = rows.flatMap((row) => {
    const host = otherCalendarHost(upgradeSettings(row.settings, row.settingsVersion));
    return host ? [{ websiteId: row.id, website: row.name, host }] : [];
  });
  return { others, all: rows.length > 0 && others.length === rows.length };
}

type Table =
  | typeof pageViewDays
  | typeof pageReferrerDays
  | typeof pageCampaignDays
  | typeof pageDomainDays
  | typeof pagePathDays;

/**
 * The figures of a window: views, visitors, leads and booked calls by day, top referrers and
 * campaigns, devices. Reads the day rows (never single views), so 90 days of 100 websites is a few
 * thousand rows whatever the traffic.
 */
export async function analyticsReport(
  db: Db,
  services: Services,
  userId: number,
  query: AnalyticsQuery,
): Promise<AnalyticsAnswer> {
  const { from, to, websiteId } = query;
  const ofWebsites = await websiteFilter(db, userId, websiteId);
  const within = (table: Table) =>
    and(ofWebsites(table.websiteId), gte(table.day, from), lte(table.day, to));
  const { start, end } = dayBounds(from, to);
  const leadDay = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

  const calendars = await otherCalendars(db, userId, websiteId);
  const [days, referrers, campaigns, domains, paths, leadDays, bookings] = await Promise.all([
    db
      .select({
        day: pageViewDays.day,
        views: total(pageViewDays.views),
        visitors: total(pageViewDays.visitors),
        mobile: total(pageViewDays.mobile),
        tablet: total(pageViewDays.tablet),
        desktop: total(pageViewDays.desktop),
      })
      .from(pageViewDays)
      .where(within(pageViewDays))
      .groupBy(pageViewDays.day),
    db
      .select({ host: pageReferrerDays.host, count: total(pageReferrerDays.views) })
      .from(pageReferrerDays)
      .where(within(pageReferrerDays))
      .groupBy(pageReferrerDays.host)
      .orderBy(desc(total(pageReferrerDays.views)), pageReferrerDays.host)
      .limit(TOP),
    db
      .select({
        source: pageCampaignDays.source,
        medium: pageCampaignDays.medium,
        campaign: pageCampaignDays.campaign,
        count: total(pageCampaignDays.views),
      })
      .from(pageCampaignDays)
      .where(within(pageCampaignDays))
      .groupBy(pageCampaignDays.source, pageCampaignDays.medium, pageCampaignDays.campaign)
      .orderBy(desc(total(pageCampaignDays.views)), pageCampaignDays.source)
      .limit(TOP),
    // Not cut at TOP: a website has a few domains at most, and the rows add up to the views.
    db
      .select({ domain: pageDomainDays.domain, views: total(pageDomainDays.views) })
      .from(pageDomainDays)
      .where(within(pageDomainDays))
      .groupBy(pageDomainDays.domain)
      .orderBy(desc(total(pageDomainDays.views)), pageDomainDays.domain),
    pathViews(db, within(pagePathDays)),
    db
      .select({ day: leadDay, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          eq(leads.userId, userId),
          websiteId === undefined ? undefined : eq(leads.websiteId, websiteId),
          gte(leads.createdAt, new Date(start)),
          lt(leads.createdAt, new Date(end)),
        ),
      )
      .groupBy(leadDay),
    // Calls booked on another calendar cannot be counted: not zero, not asked of GoHighLevel.
    calendars.all
      ? { source: 'other-calendar' as const, byDay: new Map<Day, number>() }
      : crmBookings(db, services, userId, { start, end, ...(websiteId ? { websiteId } : {}) }),
  ]);

  const viewsOn = new Map(days.map((d) => [d.day, d]));
  const leadsOn = new Map<Day, number>(leadDays.map((d) => [d.day, d.count]));
  const series = eachDay(from, to).map((date) => ({
    date,
    views: viewsOn.get(date)?.views ?? 0,
    visitors: viewsOn.get(date)?.visitors ?? 0,
    leads: leadsOn.get(date) ?? 0,
    bookings: bookings.byDay.get(date) ?? 0,
  }));
  const sum = (pick: (d: (typeof series)[number]) => number) =>
    series.reduce((n, d) => n + pick(d), 0);
  const device = (name: 'mobile' | 'tablet' | 'desktop') => ({
    device: name,
    count: days.reduce((n, d) => n + d[name], 0),
  });
  return {
    from,
    to,
    websiteId: websiteId ?? null,
    views: sum((d) => d.views),
    visitors: sum((d) => d.visitors),
    leads: sum((d) => d.leads),
    bookings: sum((d) => d.bookings),
    bookingsSource: bookings.source,
    otherCalendars: calendars.others,
    series,
    referrers,
    campaigns,
    devices: [device('mobile'), device('tablet'), device('desktop')],
    addresses: domains.map((d) => ({
      address: d.domain === SERVICE_ADDRESS ? SERVICE_ADDRESS : shownDomain(d.domain),
      views: d.views,
    })),
    paths,
  };
}
