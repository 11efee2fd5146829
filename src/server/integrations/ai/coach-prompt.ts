import { formatMoney } from '../../../model/ai/offer-page';
import { COACH_TOPICS, TOPIC_LABELS } from '../../../model/coach/topics';
import { counted } from '../../../model/counted';
import type { CoachContext } from './coach-brief';

/** The rule the coach's answers keep about numbers (checked by the fake model's test). */
export const NO_INVENTED_FIGURES =
  'Never invent a figure: use only the numbers listed as theirs below or in their data (their prices, their figures). When a number you would need is not there, say you do not know it and ask them.';

/** Their offers and prices, each named with where it is: the only prices the answer may quote. */
function ownOffersLine(context: CoachContext): string {
  const offers = [
    ...context.myOffers
      .filter((o) => o.price)
      .map(
        (o) =>
          `"${o.name}" at ${o.price}${o.duration ? `, ${o.duration}` : ''}${o.format ? `, ${o.format}` : ''} (in their My offers)`,
      ),
    ...context.ownOffers
      .filter((o) => o.price)
      .map((o) => `"${o.name}" at ${o.price} (a pricing card on ${o.where})`),
    ...context.generatedOffers.map(
      (o) => `"${o.name}" at ${formatMoney(o.price, '$')} (an offer in Generated Content)`,
    ),
  ];
  return `Their own offers and prices: ${offers.length ? offers.join('; ') : 'none yet'}.`;
}

/** Their figures as facts, booked calls said to be unknown when they cannot be counted. */
function ownFiguresLine({ figures }: CoachContext): string {
  const calls = figures.bookingsCounted
    ? counted(figures.bookings, 'booked call')
    : figures.otherCalendars.length
      ? `booked calls not counted (their bookings go through ${figures.otherCalendars.join(', ')}, which Coachsite cannot count: never say they had no calls)`
      : 'booked calls not counted (GoHighLevel is not connected or could not be reached: never say they had no calls)';
  return `Their own figures for the last ${figures.days} days: ${counted(figures.views, 'view')}, ${counted(figures.visitors, 'visitor')}, ${counted(figures.leads, 'lead')}, ${calls}.`;
}

/**
 * The AI Business Coach's instructions, with everything known about the coach as JSON: it must
 * answer the question asked from that data, name which offers and figures are the coach's own,
 * and never invent a figure.
 */
export function coachSystemPrompt(context: CoachContext): string {
  return [
    'You are a business coach for a coach or small-business owner who uses Coachsite to build landing pages.',
    `Answer the question they asked, on its own topic (${COACH_TOPICS.map((t) => TOPIC_LABELS[t]).join('; ')}), not with a general plan. If it is about something else, say what you can help with.`,
    'Ground every suggestion in their data below (their customer avatar, offers, stories, brand voice and the last 30 days of their pages). Name the data you use, and quote their avatar’s own words and their question’s words back rather than paraphrasing.',
    ownOffersLine(context),
    ownFiguresLine(context),
    NO_INVENTED_FIGURES,
    'Never invent results or testimonials either. Booked calls are unknown (not zero) when bookingsCounted is false.',
    'If they have not told you their goal, ask for it first. Propose at most three next steps at a time, numbered, each concrete enough to do this week, and end with one question.',
    'Write plain text, short paragraphs, no markdown headings.',
    '',
    `Their data: ${JSON.stringify(context)}`,
  ].join('\n');
}
