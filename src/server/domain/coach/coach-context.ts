import { and, desc, eq } from 'drizzle-orm';
import { calendarName } from '../../../model/analytics/booking-calendar';
import { dayOf, lastDays } from '../../../model/analytics/date-range';
import type { Avatar, AvatarFields } from '../../../model/avatars/avatar';
import { formatOfferPrice } from '../../../model/offers/offer';
import type { CoachContext, MyOfferFacts, PageFigures } from '../../integrations/ai/coach-brief';
import type { Db } from '../../db/database';
import { contentItems, elements, sections, stories, users, websites } from '../../db/schema';
import type { Services } from '../../services';
import { analyticsReport } from '../analytics/analytics-report';
import { avatarRowsOf } from '../avatars/avatar-rows';
import { readCurrentAvatar } from '../avatars/current-avatar';
import { readBrandVoice } from '../brand/brand-kit-rows';
import { listOffers } from '../offers/list-offers';

const PAGES = 5;

function avatarFields({ id: _i, createdAt: _c, updatedAt: _u, ...fields }: Avatar): AvatarFields {
  return fields;
}

/** Her products in My offers (issue 24), her main one (usually her first) first. */
async function myOffers(db: Db, userId: number): Promise<MyOfferFacts[]> {
  const { offers } = await listOffers(db, userId);
  return offers.slice(0, 10).map((o) => ({
    name: o.name,
    price: formatOfferPrice(o),
    duration: o.duration,
    format: o.format,
    includes: o.includes.slice(0, 5),
    bookingLink: o.bookingLink,
  }));
}

/** The coach's own offers: the pricing cards on their websites. */
async function ownOffers(db: Db, userId: number) {
  const rows = await db
    .select({ content: elements.content, website: websites.name })
    .from(elements)
    .innerJoin(sections, eq(sections.id, elements.sectionId))
    .innerJoin(websites, eq(websites.id, sections.websiteId))
    .where(and(eq(websites.userId, userId), eq(elements.type, 'pricing-card')))
    .limit(10);
  return rows.map((r) => ({
    name: String(r.content.title ?? '').trim() || 'Package',
    price: String(r.content.price ?? '').trim(),
    where: r.website,
  }));
}

async function generatedOffers(db: Db, userId: number) {
  const rows = await db
    .select({ body: contentItems.body })
    .from(contentItems)
    .where(and(eq(contentItems.userId, userId), eq(contentItems.kind, 'offer')))
    .orderBy(desc(contentItems.createdAt))
    .limit(5);
  // A figure the writer suggested is never quoted back to her as hers (issue 24).
  return rows.flatMap((r) =>
    r.body.shape === 'offer' &&
    !r.body.copy.suggested.includes('price') &&
    !r.body.copy.suggested.includes('guarantee')
      ? [
          {
            name: r.body.copy.name,
            price: r.body.copy.price,
            dreamOutcome: r.body.copy.dreamOutcome,
            guarantee: r.body.copy.guarantee.text,
          },
        ]
      : [],
  );
}

/** The last 30 days, across the coach's pages and for each of the most recent live ones. */
async function figures(db: Db, services: Services, userId: number) {
  const month = lastDays(dayOf(services.clock.now()), 30);
  const all = await analyticsReport(db, services, userId, month);
  const live = await db
    .select({ id: websites.id, name: websites.name })
    .from(websites)
    .where(and(eq(websites.userId, userId), eq(websites.isPublished, true)))
    .orderBy(desc(websites.updatedAt))
    .limit(PAGES);
  const pages: PageFigures[] = [];
  for (const site of live) {
    const one = await analyticsReport(db, services, userId, { ...month, websiteId: site.id });
    pages.push({
      name: site.name,
      views: one.views,
      visitors: one.visitors,
      leads: one.leads,
      bookings: one.bookings,
      bookingsCounted: one.bookingsSource === 'crm' && one.otherCalendars.length === 0,
    });
  }
  return {
    days: 30,
    views: all.views,
    visitors: all.visitors,
    leads: all.leads,
    bookings: all.bookings,
    bookingsCounted: all.bookingsSource === 'crm' && all.otherCalendars.length === 0,
    bookingsSource: all.bookingsSource,
    otherCalendars: [...new Set(all.otherCalendars.map((o) => calendarName(o.host)))],
    topReferrer: all.referrers.find((r) => r.host !== '(direct)')?.host ?? null,
    pages,
  };
}

/**
 * Everything the AI Business Coach knows about the coach, read fresh for each answer: who they
 * serve (the current avatar), what they sell (My offers, generated offers whose figures she
 * accepted, and the pricing cards on their pages), their stories, their brand voice and the last 30 days of their pages.
 */
export async function coachContext(
  db: Db,
  services: Services,
  userId: number,
): Promise<CoachContext> {
  const [[user], avatar, avatars, voice, mine, own, generated, told, numbers, sites] =
    await Promise.all([
      db.select({ name: users.name }).from(users).where(eq(users.id, userId)),
      readCurrentAvatar(db, userId),
      avatarRowsOf(db, userId),
      readBrandVoice(db, userId),
      myOffers(db, userId),
      ownOffers(db, userId),
      generatedOffers(db, userId),
      db
        .select({ kind: stories.kind, fields: stories.fields })
        .from(stories)
        .where(eq(stories.userId, userId))
        .orderBy(desc(stories.updatedAt))
        .limit(10),
      figures(db, services, userId),
      db
        .select({ name: websites.name, isPublished: websites.isPublished })
        .from(websites)
        .where(eq(websites.userId, userId))
        .limit(20),
    ]);
  return {
    coachName: user?.name ?? '',
    avatar: avatar ? avatarFields(avatar) : null,
    avatarNames: avatars.map((a) => a.name),
    myOffers: mine,
    ownOffers: own,
    generatedOffers: generated,
    stories: told.map((s) => ({ title: s.fields.title, kind: s.kind, consent: s.fields.consent })),
    voice,
    figures: numbers,
    websites: sites.map((s) => ({ name: s.name, live: s.isPublished })),
  };
}
