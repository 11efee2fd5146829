import { conversionRate } from '../../../../model/analytics/analytics';
import type { CoachBrief, CoachContext } from '../coach-brief';
import { bare, lowerFirst } from './voice';
import { counted } from '../../../../model/counted';

type Topic = 'pricing' | 'offer' | 'content' | 'page' | 'clients';
type Step = { score: number; text: string };

const TOPICS: [Topic, RegExp][] = [
  ['pricing', /\b(price|pricing|charge|premium|expensive|cheap|rate|fee)s?\b/i],
  ['offer', /\b(offer|package|program(me)?|course|retreat|mastermind)s?\b/i],
  ['content', /\b(content|post|posts|social|instagram|linkedin|email|newsletter|plan|calendar)\b/i],
  ['page', /\b(page|website|site|headline|landing|convert|conversion|form)s?\b/i],
  ['clients', /\b(client|clients|lead|leads|call|calls|book|booking|sales|customers?)\b/i],
];
const GOAL = /\b(goal|want|need|aim|hope|trying|get|grow|double|more|fill|launch)\b/i;

const percent = (count: number, of: number) => `${conversionRate(count, of) ?? 0}%`;

function topicsOf(words: string): Set<Topic> {
  return new Set(TOPICS.filter(([, pattern]) => pattern.test(words)).map(([topic]) => topic));
}

/** What the coach's numbers say, in a few sentences: only figures they have. */
export function readNumbers({ figures }: CoachContext): string {
  const rate = (count: number, of: number, what: string) =>
    of > 0 ? ` (${percent(count, of)} of ${what})` : '';
  const leads = `${counted(figures.leads, 'lead')}${rate(figures.leads, figures.visitors, 'visitors')}`;
  const calls = `${counted(figures.bookings, 'booked call')}${rate(figures.bookings, figures.leads, 'leads')}`;
  const lines = [
    `In the last ${figures.days} days your pages had ${counted(figures.views, 'view')} from ${counted(figures.visitors, 'visitor')}, ${leads}` +
      (figures.bookingsCounted
        ? ` and ${calls}.`
        : '. Booked calls are not counted until GoHighLevel is connected.'),
  ];
  for (const page of figures.pages.slice(0, 3)) {
    lines.push(
      `- ${page.name}: ${counted(page.visitors, 'visitor')}, ${counted(page.leads, 'lead')}${figures.bookingsCounted ? `, ${counted(page.bookings, 'call')}` : ''}.`,
    );
  }
  if (figures.topReferrer)
    lines.push(`Most of your visitors who came from a link came from ${figures.topReferrer}.`);
  return lines.join('\n');
}

/** Every next step the coach's own data supports, scored for what they asked about. */
function steps(context: CoachContext, topics: Set<Topic>): Step[] {
  const { avatar, figures } = context;
  const who = avatar?.name ?? 'your ideal client';
  const livePage = context.websites.find((w) => w.live)?.name;
  const pain = avatar?.pains[0] ? lowerFirst(bare(avatar.pains[0])) : null;
  const place = avatar?.wateringHoles[0] ? bare(avatar.wateringHoles[0]) : null;
  const boost = (topic: Topic, score: number) => (topics.has(topic) ? score + 50 : score);
  const list: Step[] = [];
  if (!avatar) {
    list.push({
      score: 100,
      text: 'Create a customer avatar in the Content Hub: every page, offer and post gets sharper once I know exactly who it is for.',
    });
  }
  if (!livePage) {
    list.push({
      score: boost('page', 90),
      text: 'Publish one page. Until a page is live there is nothing to measure; the Book-a-Call template is the quickest start.',
    });
  } else if (figures.visitors < 100) {
    list.push({
      score: boost('content', 70),
      text: `Bring more of the right people to ${livePage}: ${place ? `post three times a week where ${who} already spends time (${place})` : 'post three times a week where your clients already spend time'}, each post ending with the page's link${figures.topReferrer ? `, and keep going on ${figures.topReferrer}, which already sends you visitors` : ''}.`,
    });
  }
  if (figures.visitors >= 20 && figures.leads / Math.max(1, figures.visitors) < 0.03) {
    list.push({
      score: boost('page', 80),
      text: `Turn more visitors into leads: ${percent(figures.leads, figures.visitors)} of visitors sent the form. Rewrite ${livePage ?? 'your page'}'s headline around ${pain ? `"${pain}"` : 'the problem your client names first'}, and put the form in the first screen.`,
    });
  }
  if (figures.bookingsCounted && figures.leads > 0 && figures.bookings < figures.leads / 2) {
    list.push({
      score: boost('clients', 85),
      text: `Follow up every lead within a day with your booking link: ${counted(figures.leads, 'lead')} became ${counted(figures.bookings, 'booked call')}.`,
    });
  }
  if (!figures.bookingsCounted) {
    list.push({
      score: boost('clients', 40),
      text: 'Connect GoHighLevel in a website’s CRM tab, so you can see which page books calls and not just which gets visits.',
    });
  }
  const offer = context.generatedOffers[0];
  const own = context.ownOffers[0];
  if (!offer && !own) {
    list.push({
      score: boost('offer', boost('pricing', 60)),
      text: `Write one clear offer for ${who} in Generated Content (a grand slam offer): one outcome, one price, one guarantee.`,
    });
  } else if (own && own.price) {
    list.push({
      score: boost('pricing', boost('offer', 55)),
      text: `Test your price: "${own.name}" on ${own.where} asks ${own.price}. Put the outcome${avatar?.dreamOutcome ? ` (${lowerFirst(bare(avatar.dreamOutcome))})` : ''} right above the price, and add a guarantee before you raise it.`,
    });
  } else if (offer) {
    list.push({
      score: boost('pricing', boost('offer', 55)),
      text: `Put your offer "${offer.name}" on a page: it promises ${lowerFirst(bare(offer.dreamOutcome))} with the guarantee "${bare(offer.guarantee)}". A pricing card with it gives visitors a next step.`,
    });
  }
  const consented = context.stories.find((s) => s.consent);
  list.push(
    consented
      ? {
          score: boost('page', 45),
          text: `Put "${consented.title}" beside the form on ${livePage ?? 'your page'}: a client story where people decide does more than any claim.`,
        }
      : {
          score: boost('content', 45),
          text: `Ask one happy client for their story and their consent, and keep it in the Story Memory Bank: you have ${counted(context.stories.length, 'story', 'stories')} and none cleared for a page yet.`,
        },
  );
  list.push({
    score: boost('content', 35),
    text: `Plan a month of content in three rhythms: a post on ${pain ? `"${pain}"` : 'the problem'} (awareness), a client story (consideration) and your offer with a deadline (decision), one of each every week.`,
  });
  return list;
}

/**
 * The offline coach's answer: a short structured session. Without a goal yet, it reads the
 * coach's numbers back and asks what they want; with one, it proposes the three next steps their
 * own data best supports and asks which they will take. It never invents a figure.
 */
export function offlineCoachAnswer({ context, history, message }: CoachBrief): string {
  const asked = [...history.filter((t) => t.role === 'user').map((t) => t.content), message].join(
    ' ',
  );
  const answered = history.filter((t) => t.role === 'assistant').length;
  const name = context.coachName ? `, ${context.coachName.split(' ')[0]}` : '';
  const topics = topicsOf(asked);
  if (answered === 0 && !GOAL.test(message) && topics.size === 0) {
    return [
      `Hello${name}. Let’s find your next move. Here is what I can see:`,
      readNumbers(context),
      context.avatar ? `You serve ${context.avatar.name}.` : 'You have no customer avatar yet.',
      'What is the one result you want in the next 90 days: more clients, higher prices, or more time back? Tell me in a sentence.',
    ].join('\n\n');
  }
  const top = steps(context, topics)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  return [
    // The numbers once per session: a follow-up goes straight to the steps.
    ...(answered === 0
      ? [`Here is my read${name}.`, readNumbers(context)]
      : ['Good. Here is where I would go next.']),
    'Three next steps, from your own data:',
    top.map((s, i) => `${i + 1}. ${s.text}`).join('\n'),
    'Which one will you start this week? Tell me and I will help you plan it.',
  ].join('\n\n');
}
