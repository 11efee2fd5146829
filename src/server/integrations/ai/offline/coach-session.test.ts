import { describe, expect, it } from 'vitest';
import { NEW_MUM } from '../../../../../test/support/avatars';
import type { CoachContext } from '../coach-brief';
import { offlineCoachAnswer, readNumbers } from './coach-session';

const context = (
  figures: Partial<CoachContext['figures']>,
  more: Partial<CoachContext> = {},
): CoachContext => ({
  coachName: 'Dana',
  avatar: null,
  avatarNames: [],
  myOffers: [],
  ownOffers: [],
  generatedOffers: [],
  stories: [],
  voice: null,
  websites: [],
  figures: {
    days: 30,
    views: 0,
    visitors: 0,
    leads: 0,
    bookings: 0,
    bookingsCounted: true,
    bookingsSource: 'crm',
    otherCalendars: [],
    topReferrer: null,
    pages: [],
    ...figures,
  },
  ...more,
});

describe("the offline coach reading a coach's numbers back", () => {
  it('says one of a thing in the singular, on the whole and per page', () => {
    const said = readNumbers(
      context({
        views: 1,
        visitors: 1,
        leads: 1,
        bookings: 1,
        pages: [
          {
            name: 'Calm Leaders',
            views: 1,
            visitors: 1,
            leads: 1,
            bookings: 1,
            bookingsCounted: true,
          },
        ],
      }),
    );
    expect(said).toContain('your pages had 1 view from 1 visitor, 1 lead (100% of visitors)');
    expect(said).toContain('and 1 booked call (100% of leads).');
    expect(said).toContain('- Calm Leaders: 1 visitor, 1 lead, 1 call.');
  });

  it('says none and several in the plural', () => {
    const said = readNumbers(
      context({
        views: 9,
        pages: [
          {
            name: 'Calm Leaders',
            views: 9,
            visitors: 0,
            leads: 2,
            bookings: 0,
            bookingsCounted: true,
          },
        ],
      }),
    );
    expect(said).toContain('your pages had 9 views from 0 visitors, 0 leads and 0 booked calls.');
    expect(said).toContain('- Calm Leaders: 0 visitors, 2 leads, 0 calls.');
  });

  it('says it cannot count calls booked on Calendly, instead of none', () => {
    const said = readNumbers(
      context({
        visitors: 40,
        leads: 2,
        bookingsCounted: false,
        bookingsSource: 'other-calendar',
        otherCalendars: ['Calendly'],
        pages: [
          {
            name: 'Calm Leaders',
            views: 50,
            visitors: 40,
            leads: 2,
            bookings: 0,
            bookingsCounted: false,
          },
        ],
      }),
    );
    expect(said).toContain('Your bookings go through Calendly, which I cannot count');
    expect(said).toContain('- Calm Leaders: 40 visitors, 2 leads.');
    expect(said).not.toMatch(/0 (booked )?calls/);
  });
});

describe('the offline coach answering the question asked', () => {
  const known = context(
    {
      views: 120,
      visitors: 80,
      leads: 2,
      bookingsCounted: false,
      bookingsSource: 'other-calendar',
      otherCalendars: ['Calendly'],
      topReferrer: 'instagram.com',
    },
    {
      avatar: NEW_MUM,
      avatarNames: ['Tired Tess'],
      ownOffers: [{ name: 'Energy Reset', price: '$450', where: 'Calm Mums' }],
      websites: [{ name: 'Calm Mums', live: true }],
      stories: [{ title: 'How Amy slept again', kind: 'client', consent: true }],
    },
  );
  const ask = (message: string) => offlineCoachAnswer({ context: known, history: [], message });
  /** Every number in an answer is one of the coach's own (or the question's). */
  const numbersIn = (text: string) =>
    [...text.replace(/^\d+\. /gm, '').matchAll(/\d+(?:[.,]\d+)*%?/g)].map((m) => m[0]);
  const OWN = ['450', '30', '120', '80', '2', '2.5%'];

  it('gives each topic its own answer, with the coach’s own offer, price and words', () => {
    const pricing = ask('How should I price my coaching package?');
    const calls = ask('How do I get more discovery calls?');
    const posts = ask('What should I post this week?');
    expect(new Set([pricing, calls, posts]).size).toBe(3);
    expect(pricing).toContain('You asked: “How should I price my coaching package?”');
    expect(pricing).toContain('“Energy Reset” on Calm Mums asks $450');
    expect(pricing).toContain('“feel like herself again and have the energy to enjoy her baby”');
    expect(calls).toContain('Your bookings go through Calendly, which I cannot count');
    expect(calls).not.toMatch(/\b0 booked calls?\b/);
    expect(calls).toContain('instagram.com');
    expect(posts).toContain('“surviving on coffee and broken sleep”');
    expect(posts).toContain('“How Amy slept again”');
    expect(posts).toContain('“Energy Reset”');
    for (const answer of [pricing, calls, posts]) {
      for (const n of numbersIn(answer)) expect(OWN, `${n} in ${answer}`).toContain(n);
    }
  });

  it('reads her products in My offers first: length, format, what is included, her booking link', () => {
    const mine = {
      name: 'Nurse to Leader',
      price: '$1,200',
      duration: '8 weeks',
      format: 'group programme',
      includes: ['Weekly group calls.', 'A CV review'],
      bookingLink: 'https://calendly.com/ana/intro',
    };
    const answer = (message: string) =>
      offlineCoachAnswer({ context: { ...known, myOffers: [mine] }, history: [], message });
    expect(answer('Is my offer good?')).toContain(
      'In My offers: “Nurse to Leader” (8 weeks, group programme) at $1,200, with weekly group calls and a CV review.',
    );
    expect(answer('How should I price it?')).toContain(
      'Your offer “Nurse to Leader” (8 weeks, group programme) at $1,200',
    );
    expect(answer('What should I post this week?')).toContain(
      'One post with your offer “Nurse to Leader” and a deadline, linking to https://calendly.com/ana/intro.',
    );
  });

  it('lists several prices as one sentence: "A, B and C", not "A, and B, C"', () => {
    const cards = ['Clarity Session', 'Momentum 90', 'Breakthrough VIP'].map((name, i) => ({
      name,
      price: ['$297', '$1,997', '$4,997'][i] ?? '',
      where: 'My page',
    }));
    const answer = offlineCoachAnswer({
      context: { ...known, ownOffers: cards },
      history: [],
      message: 'How should I price my coaching?',
    });
    expect(answer).toContain(
      'Your pricing card “Clarity Session” on My page asks $297, your pricing card “Momentum 90” on My page asks $1,997 and your pricing card “Breakthrough VIP” on My page asks $4,997.',
    );
  });

  it('answers the offer, the niche, the page and time, each differently', () => {
    const answers = [
      ask('Is my offer good?'),
      ask('Is my niche too broad?'),
      ask('Why does my landing page not convert?'),
      ask('I am overwhelmed, what should I focus on first?'),
    ];
    expect(new Set(answers).size).toBe(4);
    expect(answers[0]).toContain('your pricing card “Energy Reset” asks $450');
    expect(answers[1]).toContain('You serve Tired Tess');
    expect(answers[1]).toContain('“I have not slept more than four hours in a row since March”');
    expect(answers[2]).toContain('2 leads came from 80 visitors: 2.5% of visitors sent your form.');
    expect(answers[3]).toContain(
      'Do one thing first: bring more people to Calm Mums, which had 80 visitors in the last 30 days.',
    );
    for (const answer of answers) {
      for (const n of numbersIn(answer)) expect(OWN, `${n} in ${answer}`).toContain(n);
    }
  });

  it('says what it can help with when the question is about something else', () => {
    const first = ask('Hi there');
    expect(first).toContain('Here is what I can see');
    expect(first).toContain('I can help with your pricing, getting more calls and leads');
    const later = offlineCoachAnswer({
      context: known,
      history: [
        { role: 'user', content: 'Hi there' },
        { role: 'assistant', content: first },
      ],
      message: 'What is the weather like?',
    });
    expect(later).toBe(
      'I am not sure what you are asking about, Dana.\n\nI can help with your pricing, getting more calls and leads, what to post, your offer, your niche and ideal client, how well your page turns visitors into leads and where to put your time and focus. Ask me about one of them, for example “How should I price my offer?” or “What should I post this week?”',
    );
  });
});
