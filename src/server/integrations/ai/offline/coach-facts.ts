import { conversionRate } from '../../../../model/analytics/analytics';
import { formatMoney } from '../../../../model/ai/offer-page';
import { counted } from '../../../../model/counted';
import type { CoachContext } from '../coach-brief';
import { bare, listed, sentence } from './voice';

/**
 * What the offline coach's advice draws on, read once from what the coach knows, and the lines
 * every topic's answer may open with: the funnel's figures, the coach's prices, why booked calls
 * are not counted.
 */

/** The coach's own words, quoted: without their closing full stop. */
export const quoted = (words: string) => `“${bare(words)}”`;
export const percent = (count: number, of: number) => `${conversionRate(count, of) ?? 0}%`;
const PRICE_WORDS = /\b(price|cost|money|afford|expensive|pay|invest)/i;

/** What the advice draws on, read once from the context with its fallbacks. */
export function facts(context: CoachContext) {
  const { avatar, figures } = context;
  const who = avatar?.name ?? 'your ideal client';
  const priced = context.ownOffers.filter((o) => o.price);
  const mine = context.myOffers;
  const offer = context.generatedOffers[0] ?? null;
  return {
    avatar,
    figures,
    who,
    whose: avatar ? `${avatar.name}’s` : 'your ideal client’s',
    livePage: context.websites.find((w) => w.live)?.name ?? null,
    pain: avatar?.pains[0] ?? avatar?.frustrations[0] ?? null,
    place: avatar?.wateringHoles[0] ? bare(avatar.wateringHoles[0]) : null,
    dream: avatar?.dreamOutcome || avatar?.desires[0] || null,
    priceObjection: avatar?.objections.find((o) => PRICE_WORDS.test(o.objection)) ?? null,
    priced,
    mine,
    main: mine[0] ?? null,
    offer,
    offerPrice: offer ? formatMoney(offer.price, '$') : null,
    story: context.stories.find((s) => s.consent) ?? null,
    calendars: listed(figures.otherCalendars),
  };
}
export type Facts = ReturnType<typeof facts>;

/** Why booked calls are not in the figures, in one sentence; null when they are counted. */
export function bookingsNote(figures: CoachContext['figures']): string | null {
  if (figures.bookingsCounted) return null;
  const calendars = listed(figures.otherCalendars);
  if (figures.bookingsSource === 'other-calendar') {
    return `Your bookings go through ${calendars}, which I cannot count, so booked calls are not counted here.`;
  }
  if (figures.otherCalendars.length > 0) {
    return `Some of your pages take bookings through ${calendars}, which I cannot count, so booked calls are not counted here.`;
  }
  if (figures.bookingsSource === 'unavailable') {
    return 'Your CRM could not be reached just now, so booked calls are not counted here.';
  }
  if (figures.bookingsSource === 'no-calendars') {
    return 'Your CRM has no calendars I can read, so booked calls are not counted here.';
  }
  return 'Booked calls are not counted until GoHighLevel is connected.';
}

/** The last days' visitors, leads and (when counted) booked calls, in one or two sentences. */
export function funnelLine({ figures }: Facts): string {
  const visitors = counted(figures.visitors, 'visitor');
  const leads = counted(figures.leads, 'lead');
  const line = figures.bookingsCounted
    ? `In the last ${figures.days} days your pages had ${visitors}, ${leads} and ${counted(figures.bookings, 'booked call')}.`
    : `In the last ${figures.days} days your pages had ${visitors} and ${leads}.`;
  const note = bookingsNote(figures);
  return note ? `${line} ${note}` : line;
}

/** One of her products in words: “Nurse to Leader” (8 weeks, group programme) at $1,200. */
export function myOfferWords(o: Facts['mine'][number]): string {
  const about = [o.duration, o.format].filter(Boolean).join(', ');
  return `${quoted(o.name)}${about ? ` (${about})` : ''}${o.price ? ` at ${o.price}` : ''}`;
}

export function offersLine(f: Facts): string {
  const cards = [
    ...f.mine.slice(0, 2).map((o) => `your offer ${myOfferWords(o)}`),
    ...f.priced
      .filter((o) => !f.mine.some((m) => m.name === o.name))
      .slice(0, 3)
      .map((o) => `your pricing card ${quoted(o.name)} on ${o.where} asks ${o.price}`),
  ];
  if (f.offer) cards.push(`your offer ${quoted(f.offer.name)} is priced at ${f.offerPrice}`);
  if (cards.length === 0) {
    return 'I cannot see a price yet: My offers is empty, none of your pages has a pricing card with a price, and you have no offer in Generated Content.';
  }
  return sentence(listed(cards));
}
