import { addDays, eachDay, type Day } from '../../src/model/analytics/date-range';
import type { Db } from '../../src/server/db/database';
import {
  leads,
  pageCampaignDays,
  pageReferrerDays,
  pageViewDays,
  websites,
} from '../../src/server/db/schema';

export type SeedShape = { websites: number; days: number; viewsPerDay: number };

const REFERRERS = [
  '(direct)',
  'instagram.com',
  'facebook.com',
  'linkedin.com',
  'google.com',
  'youtube.com',
  'l.instagram.com',
  'newsletter.example.com',
];
const CAMPAIGNS = [
  ['newsletter', 'email', 'spring'],
  ['facebook', 'paid', 'webinar'],
  ['instagram', 'social', 'bio'],
];
const CHUNK = 2000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * `shape.websites` websites for the coach, each with `shape.days` days of analytics up to `today`
 * as if `viewsPerDay` views came in every day (day rows, eight referrers, three campaigns), and two
 * leads a day. Written straight into the tables: what counting would have written.
 */
export async function seedAnalytics(db: Db, userId: number, today: Day, shape: SeedShape) {
  const made = await db
    .insert(websites)
    .values(
      Array.from({ length: shape.websites }, (_, i) => ({
        userId,
        name: `Bench site ${i + 1}`,
        template: 'coach',
        isPublished: true,
      })),
    )
    .returning({ id: websites.id });
  const days = eachDay(addDays(today, 1 - shape.days), today);
  const v = shape.viewsPerDay;
  const views = made.flatMap(({ id }) =>
    days.map((day, d) => ({
      websiteId: id,
      day,
      views: v + (d % 7) * 10,
      visitors: Math.round(v * 0.7),
      mobile: Math.round(v * 0.6),
      tablet: Math.round(v * 0.05),
      desktop: Math.round(v * 0.35),
    })),
  );
  await insertChunked(views, (c) => db.insert(pageViewDays).values(c));
  const referrers = made.flatMap(({ id }) =>
    days.flatMap((day) =>
      REFERRERS.map((host, r) => ({ websiteId: id, day, host, views: Math.round(v / (r + 2)) })),
    ),
  );
  await insertChunked(referrers, (c) => db.insert(pageReferrerDays).values(c));
  const campaigns = made.flatMap(({ id }) =>
    days.flatMap((day) =>
      CAMPAIGNS.map(([source = '', medium = '', campaign = ''], k) => ({
        websiteId: id,
        day,
        source,
        medium,
        campaign,
        views: Math.round(v / (k + 10)),
      })),
    ),
  );
  await insertChunked(campaigns, (c) => db.insert(pageCampaignDays).values(c));
  const sent = made.flatMap(({ id }, w) =>
    days.flatMap((day) =>
      [9, 15].map((hour) => ({
        userId,
        websiteId: id,
        websiteName: `Bench site ${w + 1}`,
        pageAddress: `http://localhost/s/bench-${w + 1}`,
        elementId: 1,
        name: 'Bench Visitor',
        email: 'visitor@example.com',
        phone: '',
        message: 'Tell me more',
        status: 'delivered' as const,
        createdAt: new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`),
      })),
    ),
  );
  await insertChunked(sent, (c) => db.insert(leads).values(c));
  return {
    websiteIds: made.map((m) => m.id),
    rows: {
      views: views.length,
      referrers: referrers.length,
      campaigns: campaigns.length,
      leads: sent.length,
    },
  };
}
