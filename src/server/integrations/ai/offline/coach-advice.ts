import type { CoachTopic } from '../../../../model/coach/topics';
import { counted } from '../../../../model/counted';
import type { CoachContext } from '../coach-brief';
import {
  facts,
  funnelLine,
  myOfferWords,
  offersLine,
  percent,
  quoted,
  type Facts,
} from './coach-facts';
import { bare, listed, lowerFirst } from './voice';

/** One topic's answer: what the coach's data says, the next steps, and the question it ends on. */
export type Advice = { read: string[]; steps: string[]; ask: string };

const WRITE_OFFER = (f: Facts) =>
  `Write one offer for ${f.who} in Generated Content: one result, one price, one guarantee. Then make its page from there.`;

function pricing(f: Facts): Advice {
  const hasPrice = f.mine.some((o) => o.price) || f.priced.length > 0 || f.offer !== null;
  const steps = hasPrice
    ? [
        `Put the result right above the price${f.dream ? `, in ${f.whose} own words: ${quoted(f.dream)}` : ''}, so the price reads as the cost of that result.`,
        f.priceObjection
          ? `Answer ${quoted(f.priceObjection.objection)} beside the price${f.priceObjection.answer ? `, as you already do: ${quoted(f.priceObjection.answer)}` : ''}.`
          : `Add a guarantee before you raise the price${f.offer?.guarantee ? `; your offer already has one: ${quoted(f.offer.guarantee)}` : ''}.`,
        'Raise the price for your next new client only, not for the clients you have, and keep it if they still say yes.',
      ]
    : [
        WRITE_OFFER(f),
        `Price it for the result${f.dream ? ` (${quoted(f.dream)})` : ''}, not for your hours.`,
      ];
  return {
    read: [offersLine(f)],
    steps,
    ask: 'What price are you thinking of, and for which offer?',
  };
}

function calls(f: Facts): Advice {
  const { figures } = f;
  const steps: string[] = [];
  if (!f.livePage) {
    steps.push(
      'Publish one page with a booking calendar: until a page is live nobody can book you. The Book-a-Call template is the quickest start.',
    );
  }
  steps.push(
    `Go where ${f.who} already spends time${f.place ? ` (${f.place})` : ''} and post there, each post ending with a link to ${f.livePage ?? 'your page'}${figures.topReferrer ? `; keep going on ${figures.topReferrer}, which already sends you visitors` : ''}.`,
  );
  if (figures.bookingsCounted && figures.leads > 0 && figures.bookings < figures.leads) {
    steps.push(
      `Follow up every lead within a day with your booking link: ${counted(figures.leads, 'lead')} became ${counted(figures.bookings, 'booked call')}.`,
    );
  } else if (figures.otherCalendars.length > 0) {
    steps.push(
      `Follow up every lead within a day with your ${f.calendars} link, and count the calls booked there yourself: I cannot see them.`,
    );
  } else if (figures.bookingsSource === 'not-connected') {
    steps.push(
      'Connect GoHighLevel in a website’s CRM tab, so you can see which page books calls and not just which gets visits.',
    );
  }
  if (f.pain) {
    steps.push(
      `Name the call after the problem, in ${f.whose} words: a call about ${quoted(lowerFirst(f.pain))}, not a “discovery call”.`,
    );
  }
  return {
    read: [funnelLine(f)],
    steps: steps.slice(0, 3),
    ask: 'Which of these will you do this week?',
  };
}

function content(f: Facts): Advice {
  const read = [
    `You write for ${f.who}${f.place ? `, who spends time in ${f.place}` : ''}.`,
    ...(f.figures.topReferrer
      ? [`Most of your visitors who came from a link came from ${f.figures.topReferrer}.`]
      : []),
  ];
  const phrase = f.avatar?.phrases[0];
  return {
    read,
    steps: [
      `One post on the problem: ${f.pain ? quoted(lowerFirst(f.pain)) : 'the problem your client names first'}${phrase ? `, in their words (${quoted(phrase)})` : ''}.`,
      f.story
        ? `One post telling ${quoted(f.story.title)}, the client story you have consent for.`
        : 'One client story: ask a happy client for their story and their consent, and keep it in the Story Memory Bank.',
      `One post with your offer${f.main ? ` ${quoted(f.main.name)}` : f.offer ? ` ${quoted(f.offer.name)}` : f.priced[0] ? ` ${quoted(f.priced[0].name)}` : ''} and a deadline, linking to ${f.main?.bookingLink || f.livePage || 'your page'}.`,
    ],
    ask: 'Which post will you write first?',
  };
}

function offer(f: Facts): Advice {
  const read: string[] = f.mine
    .slice(0, 2)
    .map(
      (o) =>
        `In My offers: ${myOfferWords(o)}${o.includes.length ? `, with ${listed(o.includes.slice(0, 3).map((i) => lowerFirst(bare(i))))}` : ''}.`,
    );
  if (f.offer) {
    read.push(
      `Your offer ${quoted(f.offer.name)} promises ${quoted(lowerFirst(f.offer.dreamOutcome))}, is priced at ${f.offerPrice} and comes with the guarantee ${quoted(f.offer.guarantee)}.`,
    );
  }
  for (const card of f.priced.slice(0, 2)) {
    read.push(`On ${card.where} your pricing card ${quoted(card.name)} asks ${card.price}.`);
  }
  if (read.length === 0)
    read.push('You have no offer yet: nothing in My offers, no pricing card and no written offer.');
  const onPage = f.offer && f.priced.some((c) => c.name === f.offer?.name);
  const steps = [
    ...(f.mine.length || f.offer || f.priced.length ? [] : [WRITE_OFFER(f)]),
    ...(f.offer && !onPage
      ? [
          `Put ${quoted(f.offer.name)} on a page: make its website from Generated Content, so visitors have a next step.`,
        ]
      : []),
    `Check that its first line says the result ${f.who} wants${f.dream ? `: ${quoted(f.dream)}` : ''}.`,
    f.avatar?.objections[0]
      ? `Answer ${quoted(f.avatar.objections[0].objection)} inside the offer itself, with a bonus or the guarantee.`
      : 'Write down the doubt people voice before they buy, and answer it inside the offer with a bonus or the guarantee.',
  ];
  return {
    read,
    steps: steps.slice(0, 3),
    ask: 'What result does your offer promise, in one sentence?',
  };
}

function niche(f: Facts, context: CoachContext): Advice {
  const { avatar } = f;
  if (!avatar) {
    return {
      read: ['You have no customer avatar yet, so I do not know who you serve.'],
      steps: [
        'Create a customer avatar in the Content Hub: who they are, what keeps them up at night, what they want.',
        'Write it from a real client you enjoyed working with, in the words they used.',
      ],
      ask: 'Who do you most enjoy working with, and what do they say when they first come to you?',
    };
  }
  const read = [
    `You serve ${avatar.name}${avatar.summary ? `: ${lowerFirst(bare(avatar.summary))}` : ''}.`,
  ];
  if (context.avatarNames.length > 1) {
    read.push(
      `You keep ${counted(context.avatarNames.length, 'avatar')}: ${listed(context.avatarNames)}.`,
    );
  }
  if (avatar.quote) read.push(`In their own words: ${quoted(avatar.quote)}.`);
  const assumed =
    avatar.evidence.length === 0 || avatar.evidence.every((e) => e.source === 'assumption');
  return {
    read,
    steps: [
      `Say who it is for in your page’s first line: ${avatar.name}${f.pain ? `, who is ${quoted(lowerFirst(f.pain))}` : ''}.`,
      avatar.notFor[0]
        ? `Say who it is not for as plainly: you wrote ${quoted(avatar.notFor[0])}.`
        : `Write down who it is not for in ${avatar.name}’s avatar: a niche is also the people you turn away.`,
      assumed
        ? `Talk to people like ${avatar.name} this month and keep what they say in the avatar’s evidence: so far it rests on your own assumptions.`
        : `Keep adding what people like ${avatar.name} say to the avatar’s evidence.`,
    ],
    ask: `Is ${avatar.name} still the person you most want to work with?`,
  };
}

function conversion(f: Facts, context: CoachContext): Advice {
  const { figures } = f;
  const read = [
    figures.visitors > 0
      ? `In the last ${figures.days} days ${counted(figures.leads, 'lead')} came from ${counted(figures.visitors, 'visitor')}: ${percent(figures.leads, figures.visitors)} of visitors sent your form.`
      : `Your pages had no visitors in the last ${figures.days} days, so there is nothing to convert yet.`,
  ];
  for (const page of figures.pages.filter((p) => p.visitors > 0).slice(0, 3)) {
    read.push(
      `${page.name}: ${counted(page.visitors, 'visitor')}, ${counted(page.leads, 'lead')} (${percent(page.leads, page.visitors)}).`,
    );
  }
  const page = f.livePage ?? context.websites[0]?.name ?? 'your page';
  return {
    read,
    steps: [
      ...(f.livePage
        ? []
        : ['Publish your page first: until it is live, no visitor can become a lead.']),
      `Rewrite ${page}’s headline around ${f.pain ? quoted(lowerFirst(f.pain)) : 'the problem your client names first'}, and put the form in the first screen.`,
      f.story
        ? `Put ${quoted(f.story.title)} beside the form: a client story where people decide does more than any claim.`
        : 'Put one client story beside the form, with their consent: a story where people decide does more than any claim.',
      'Ask for less in the form: a name and an email are enough to start.',
    ].slice(0, 3),
    ask: 'Which page do you want to work on first?',
  };
}

/** The one thing that pays most now, read from the coach's data in order of what blocks the rest. */
function oneThing(f: Facts): { topic: CoachTopic; text: string } {
  if (!f.avatar)
    return { topic: 'niche', text: 'Create your customer avatar: everything else builds on it.' };
  if (!f.mine.length && !f.priced.length && !f.offer)
    return { topic: 'offer', text: `Write your offer for ${f.avatar.name}.` };
  if (!f.livePage) return { topic: 'conversion', text: 'Publish one page.' };
  if (f.figures.visitors < 100)
    return {
      topic: 'content',
      text: `Bring more people to ${f.livePage}, which had ${counted(f.figures.visitors, 'visitor')} in the last ${f.figures.days} days.`,
    };
  if (f.figures.leads / f.figures.visitors < 0.03)
    return { topic: 'conversion', text: `Turn more of ${f.livePage}’s visitors into leads.` };
  return { topic: 'calls', text: 'Follow up every lead within a day with your booking link.' };
}

function time(f: Facts): Advice {
  const first = oneThing(f);
  return {
    read: [funnelLine(f)],
    steps: [
      `Do one thing first: ${lowerFirst(first.text)}`,
      'Put it in your calendar as two fixed hours this week, before client work, and keep them as you would a client call.',
      'Let the rest wait until it is done: a list of ten half-done things brings no client.',
    ],
    ask: 'When this week will you block those two hours?',
  };
}

/** The advice for one topic, from the coach's own data only. */
export function adviceOn(topic: CoachTopic, context: CoachContext): Advice {
  const f = facts(context);
  switch (topic) {
    case 'pricing':
      return pricing(f);
    case 'calls':
      return calls(f);
    case 'content':
      return content(f);
    case 'offer':
      return offer(f);
    case 'niche':
      return niche(f, context);
    case 'conversion':
      return conversion(f, context);
    case 'time':
      return time(f);
  }
}
