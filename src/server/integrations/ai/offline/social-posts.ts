import type { SocialBrief } from '../provider';
import { toYou } from './person';
import { lowerFirst, pick, sentence, withArticle } from './voice';
import { afterYouAre, asDoing, asState, stopping } from './pains';

/** What the posts of one request may say: the avatar's words, read once. */
export type PostFacts = {
  outcome: string;
  /** Their first pain (or frustration, or fear). */
  pain: string | null;
  /** Up to three pains and frustrations, no fears: what their week is like. */
  week: string[];
  quote: string | null;
  tried: string | null;
  objection: { objection: string; answer: string } | null;
  goal: string | null;
  who: string | null;
  variant: number;
};

export type Post = {
  platform: 'linkedin' | 'instagram' | 'facebook' | 'x';
  hook: string;
  body: string;
};

const lines = (...parts: (string | null)[]) => parts.filter(Boolean).join('\n\n');

/** Posts that lead to a call: her pain, then a plan. */
function conversion(f: PostFacts): Post[] {
  const { outcome, pain, quote, tried, objection, goal, who, variant } = f;
  return [
    {
      platform: 'linkedin',
      hook: quote
        ? `“${sentence(quote)}”`
        : sentence(
            `${who ? `If you are ${withArticle(who)}, you` : 'You'} probably want to ${outcome}`,
          ),
      body: lines(
        quote ? `I hear this every week.` : null,
        pain ? sentence(`Most people I talk to start in the same place: ${asState(pain)}`) : null,
        tried
          ? sentence(
              `Maybe you have already tried ${toYou(tried)}. It helps for a week, then the old habits win`,
            )
          : null,
        // The hook said the outcome already when there was no quote.
        sentence(
          `What works is smaller: one change a week, kept, until you ${quote ? outcome : 'get there'}`,
        ),
      ),
    },
    {
      platform: 'instagram',
      hook: pain
        ? sentence(`If you are ${afterYouAre(pain)}, read this`)
        : sentence(`A reminder for anyone who wants to ${outcome}`),
      body: lines(
        pick(
          [
            `You are not behind. You are carrying too much alone.`,
            `It is not a lack of effort. It is a lack of a plan that fits your life.`,
          ],
          variant,
          'ig-body',
        ),
        goal
          ? sentence(
              `The day you ${asDoing(lowerFirst(toYou(goal)).replace(/^to /, ''))} is closer than it feels`,
            )
          : null,
        `Start with one thing this week, and let it be enough.`,
      ),
    },
    {
      platform: 'facebook',
      hook: objection
        ? `“${sentence(objection.objection)}”`
        : sentence(`Can we talk about what it takes to ${outcome}?`),
      body: lines(
        objection ? `I hear that often, and I understand it.` : null,
        objection?.answer
          ? sentence(objection.answer)
          : `The first step is smaller than you think.`,
        objection
          ? sentence(
              `If you want to ${outcome}, let us talk about what that would look like for you`,
            )
          : `If that is where you want to be, let us talk about what it would look like for you.`,
      ),
    },
    {
      platform: 'x',
      hook: pain ? sentence(stopping(pain)) : sentence(`You can ${outcome}`),
      body: sentence(
        `One change a week, kept, beats a perfect plan you never start. That is how you ${outcome}`,
      ),
    },
  ];
}

/** Posts that teach: what she knows, so a reader trusts her before they need her. */
function authority(f: PostFacts): Post[] {
  const { outcome, week, tried, objection } = f;
  const drain = week[0] ?? null;
  return [
    {
      platform: 'linkedin',
      hook: sentence(`Three things I have learned about how to ${outcome}`),
      body: lines(
        'First: start smaller than feels useful. One change a week, kept, does more than a big plan.',
        'Second: plan around the week you actually have, not the one you wish you had.',
        drain
          ? sentence(
              `Third: deal with what drains you first. For most people I work with, that is ${asState(drain)}`,
            )
          : 'Third: get someone in your corner. Nobody does this well alone.',
      ),
    },
    {
      platform: 'instagram',
      hook: tried
        ? sentence(`Why ${toYou(tried)} is not enough on its own`)
        : 'The mistake I see most often: trying to change everything at once.',
      body: tried
        ? lines(
            'It is a good start. But without a plan that fits your week, the old habits win by Friday.',
            'What makes the difference: one change at a time, and someone to check in with.',
          )
        : lines(
            'It feels productive for a week. Then the old habits win.',
            'Pick one change. Keep it for a week. Then add the next.',
          ),
    },
    {
      platform: 'facebook',
      hook: objection
        ? `A question I am asked a lot: “${sentence(objection.objection)}”`
        : 'A question I am asked a lot: where do I start?',
      body: objection?.answer
        ? lines(
            sentence(objection.answer),
            'If that has been holding you back, it does not have to.',
          )
        : lines(
            'Start with the one change that would make next week easier. Just one.',
            'Keep it until it feels normal, then add the next.',
          ),
    },
    {
      platform: 'x',
      hook: 'Most plans fail in the first busy week.',
      body: sentence(
        `A plan that fits your real week, one change at a time, is how you ${outcome}`,
      ),
    },
  ];
}

/** Said when the avatar names fewer than three pains: weeks most clients know. */
const EVERY_WEEK = [
  'saying yes when you mean no',
  'ending the day with nothing left for yourself',
  'always catching up, never ahead',
];

/** Posts that ask: a question her readers can answer in a line. */
function engagement(f: PostFacts): Post[] {
  const { outcome, week, who } = f;
  const choices = [...week.map(asState), ...EVERY_WEEK].slice(0, 3);
  return [
    {
      platform: 'linkedin',
      hook: sentence(who ? `A question for every ${who} reading this` : 'A question for you'),
      body: lines(
        'If you could change one thing about your week, what would it be?',
        week[0]
          ? sentence(`For many people I work with, it is ${asState(week[0])}`)
          : 'There is no wrong answer.',
      ),
    },
    {
      platform: 'instagram',
      hook: 'Be honest: which of these sounds like your week?',
      body: choices.map((c) => `• ${sentence(c)}`).join('\n'),
    },
    {
      platform: 'facebook',
      hook: sentence(`What would change for you if you could ${outcome}?`),
      body: lines(
        'I ask everyone I work with this question. The answers are rarely about the goal itself, but about what it would give back.',
        'What would it give back to you?',
      ),
    },
    {
      platform: 'x',
      hook: 'Finish this sentence: “If I had one more free hour a week, I would…”',
      body: 'Your answer says more about what to change first than any plan.',
    },
  ];
}

export const POSTS_BY_KIND: Record<SocialBrief['contentType'], (facts: PostFacts) => Post[]> = {
  conversion,
  authority,
  engagement,
};

/** The call to action each kind of post ends with. */
export const CTAS: Record<SocialBrief['contentType'], readonly string[]> = {
  conversion: [
    'Book a free call: the link is in my profile.',
    'Send me a message with the word CALL and I will send you a time.',
  ],
  authority: [
    'Save this for the next time you need it.',
    'Share this with someone who needs it today.',
  ],
  engagement: ['Tell me in the comments.', 'Answer in the comments: I read every one.'],
};
