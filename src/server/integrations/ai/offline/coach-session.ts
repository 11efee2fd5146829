import { conversionRate } from '../../../../model/analytics/analytics';
import { COACH_TOPICS, TOPIC_LABELS, topicOf } from '../../../../model/coach/topics';
import { counted } from '../../../../model/counted';
import type { CoachBrief, CoachContext } from '../coach-brief';
import { adviceOn } from './coach-advice';
import { bookingsNote } from './coach-facts';
import { listed } from './voice';

const percent = (count: number, of: number) => `${conversionRate(count, of) ?? 0}%`;

/** What a question longer than this is quoted back as: its start, cut at a word. */
const QUOTED = 140;

/** What a coach's numbers say, in a few sentences: only figures they have. */
export function readNumbers({ figures }: CoachContext): string {
  const rate = (count: number, of: number, what: string) =>
    of > 0 ? ` (${percent(count, of)} of ${what})` : '';
  const leads = `${counted(figures.leads, 'lead')}${rate(figures.leads, figures.visitors, 'visitors')}`;
  const calls = `${counted(figures.bookings, 'booked call')}${rate(figures.bookings, figures.leads, 'leads')}`;
  const note = bookingsNote(figures);
  const lines = [
    `In the last ${figures.days} days your pages had ${counted(figures.views, 'view')} from ${counted(figures.visitors, 'visitor')}, ${leads}` +
      (note ? `. ${note}` : ` and ${calls}.`),
  ];
  for (const page of figures.pages.slice(0, 3)) {
    lines.push(
      `- ${page.name}: ${counted(page.visitors, 'visitor')}, ${counted(page.leads, 'lead')}${page.bookingsCounted ? `, ${counted(page.bookings, 'call')}` : ''}.`,
    );
  }
  if (figures.topReferrer)
    lines.push(`Most of your visitors who came from a link came from ${figures.topReferrer}.`);
  return lines.join('\n');
}

/** What the offline coach can help with, and how to ask. */
export function whatICanHelpWith(): string {
  return `I can help with ${listed(COACH_TOPICS.map((t) => TOPIC_LABELS[t]))}. Ask me about one of them, for example “How should I price my offer?” or “What should I post this week?”`;
}

/** The coach's question, quoted back: its first line, cut at a word when long. */
function quotedQuestion(message: string): string {
  const line = message.trim().split('\n')[0]?.trim() ?? '';
  if (line.length <= QUOTED) return `“${line}”`;
  const cut = line.slice(0, QUOTED);
  const space = cut.lastIndexOf(' ');
  return `“${space > QUOTED / 2 ? cut.slice(0, space) : cut}…”`;
}

/**
 * The offline coach's answer (issue 24). It recognises what the question is about (pricing,
 * calls and leads, what to post, the offer, the niche, the page's conversion, time and focus:
 * topicOf in the model) and answers that, from the coach's own data: their avatar's words, their
 * offers and prices, their stories and their figures. Anything else is answered with what it can
 * help with (after the coach's numbers, on a session's first answer). It never invents a figure,
 * and says which booked calls it cannot see instead of counting them as none.
 */
export function offlineCoachAnswer({ context, history, message }: CoachBrief): string {
  const answered = history.filter((t) => t.role === 'assistant').length;
  const name = context.coachName ? `, ${context.coachName.split(' ')[0]}` : '';
  const topic = topicOf(message);
  if (!topic) {
    return answered === 0
      ? [
          `Hello${name}. Let’s find your next move. Here is what I can see:`,
          readNumbers(context),
          context.avatar ? `You serve ${context.avatar.name}.` : 'You have no customer avatar yet.',
          whatICanHelpWith(),
        ].join('\n\n')
      : [`I am not sure what you are asking about${name}.`, whatICanHelpWith()].join('\n\n');
  }
  const advice = adviceOn(topic, context);
  return [
    `You asked: ${quotedQuestion(message)}`,
    `Here is my read on ${TOPIC_LABELS[topic]}${name}, from your own data.`,
    advice.read.join('\n'),
    'Next steps:',
    advice.steps.map((s, i) => `${i + 1}. ${s}`).join('\n'),
    advice.ask,
  ].join('\n\n');
}
