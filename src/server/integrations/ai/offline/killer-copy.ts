import type { KillerCopy } from '../../../../model/ai/outputs';
import type { AvatarFields } from '../../../../model/avatars/avatar';
import type { Written } from '../provider';
import { AvatarReader, bare, fit, pick, sentence, upperFirst, withArticle } from './voice';
import { afterYouAre, asState, bothPains, stopping } from './pains';
import { toYou } from './person';

/**
 * Website and email copy from the avatar alone: the headline promises their own outcome, the
 * problem and agitation use their pains and the cost of doing nothing, the email opens with their
 * words. It never states a result or a number the coach did not write; `proof` stays empty.
 */
export function offlineKillerCopy(avatar: AvatarFields, variant: number): Written<KillerCopy> {
  const r = new AvatarReader(avatar);
  const outcome = r.outcome() ?? 'get where you want to be';
  const when = r.timeframe();
  const pain = r.pain(0);
  const secondPain = r.pains(2)[1] ?? null;
  const who = r.who();
  const quote = r.text('quote') ?? r.item('phrases');
  const cost = r.text('costOfInaction');
  const shift = r.text('identityShift');
  const tried = r.item('triedBefore');
  const objection = r.objection(0);
  const power = r.item('powerWords');

  const headline = fit(
    pick(
      [
        `${upperFirst(outcome)}${when ? ` ${when}` : ''}`,
        pain ? riddance(pain, outcome) : `Ready to ${outcome}?`,
        `How to ${outcome}${when ? ` ${when}` : ''}, one step at a time`,
        who ? `${upperFirst(withArticle(who))}? Here is how to ${outcome}` : `You can ${outcome}`,
      ],
      variant,
      'headline',
    ),
    150,
  );

  const subheadline = pick(
    [
      // The headline said the outcome: the rest of the page refers to it (issue 24: said once).
      `A clear, step-by-step way to get there${pain ? `, so you can stop ${asState(pain)}` : ''}.`,
      pain
        ? `Coaching for you, if you are tired of ${asState(pain)}.`
        : 'Coaching for you, if you are ready for a change.',
      `You know what you want. Together we make a plan to get there, and you follow it.`,
    ],
    variant,
    'subheadline',
  );

  const hook = quote
    ? pick(
        [
          `“${sentence(quote)}” If you have ever said that, you are in the right place.`,
          `“${sentence(quote)}” You are not the only one who feels that way.`,
          `Does this sound like you? “${sentence(quote)}”`,
        ],
        variant,
        'hook',
      )
    : pick(
        [
          `If that is what you want, keep reading.`,
          `This page is for you if you are ready for that change.`,
        ],
        variant,
        'hook',
      );

  const problem = pain
    ? sentence(
        pick(
          [
            `Right now you are ${bothPains(afterYouAre(pain), secondPain && afterYouAre(secondPain))}`,
            `Most weeks look the same: ${asState(pain)}${secondPain ? `, then ${asState(secondPain)}` : ''}`,
          ],
          variant,
          'problem',
        ),
      )
    : 'You have the skill and the drive, but the way you work now is not getting you there.';

  const agitation = [
    cost ? sentence(`Left as it is, it costs you ${lowerStart(toYou(cost))}`) : null,
    tried ? sentence(`You have tried ${toYou(tried)}, and it did not stick`) : null,
    !cost && !tried
      ? 'Every month it stays this way, the gap between where you are and where you want to be gets wider.'
      : null,
  ]
    .filter(Boolean)
    .join(' ');

  const solution = [
    sentence(
      `Together we build the habits and the plan that get you there${when ? ` ${when}` : ''}`,
    ),
    shift ? sentence(`The real change is who you become: ${lowerStart(toYou(shift))}`) : null,
  ]
    .filter(Boolean)
    .join(' ');

  const goals = r.items('goals', 3).map((g) => sentence(upperFirst(toYou(g))));
  const desires = r
    .items('desires', 2)
    .map((d) => sentence(`You get to ${lowerStart(toYou(d)).replace(/^to /, '')}`));
  const benefits = unique([
    ...goals,
    ...desires,
    sentence(`A plan that fits the week you actually have`),
    sentence(`Someone in your corner when things get hard`),
    sentence(`${power ? upperFirst(power) : 'Clear'} next steps after every session`),
  ]).slice(0, 5);

  const callToAction = pick(
    ['Book your free call', 'Book a call to talk it through', 'Start with a free call'],
    variant,
    'cta',
  );

  const subject = fit(
    pick(
      [
        pain ? `Still ${afterYouAre(pain)}?` : `A better way to ${outcome}`,
        `How to ${outcome}`,
        // Their words as they said them: a subject starts with a capital, as they did.
        quote ? `“${upperFirst(bare(quote))}”` : `About your next step`,
      ],
      variant,
      'subject',
    ),
    110,
  );
  const previewText = fit(
    pick(
      [
        `A short note on your next step.`,
        `What could change in the next few weeks.`,
        `One idea you can use this week.`,
      ],
      variant,
      'preview',
    ),
    190,
  );
  // The email says it again in its own sentences: a reader may see both the page and the email.
  const emailPain = pain
    ? sentence(`Maybe this is another week of ${asState(pain)}`)
    : 'Maybe this week looked a lot like last week.';
  const emailCost = cost
    ? sentence(`If nothing changes, it can cost you ${lowerStart(toYou(cost))}`)
    : null;
  const quotedSubject = quote !== null && subject.startsWith('“');
  const emailBody = [
    pick(['Hi there,', 'Hello,', 'Hi,'], variant, 'greeting'),
    quote && !quotedSubject
      ? pick(
          [
            `“${sentence(quote)}” I hear that a lot, and if it sounds like you, this is for you.`,
            `“${sentence(quote)}” If you have said that this month, read on.`,
            `“${sentence(quote)}” Clients tell me this all the time.`,
          ],
          variant,
          'email-quote',
        )
      : pick(
          [
            `If you want to ${outcome}, this is for you.`,
            `This one is for you if you want to ${outcome}.`,
            `A short note for anyone who wants to ${outcome}.`,
          ],
          variant,
          'email-open',
        ),
    emailPain,
    emailCost,
    objection
      ? `You might be thinking: “${sentence(objection.objection)}” ${objection.answer ? sentence(objection.answer) : 'That is exactly what we talk through on the first call.'}`
      : null,
    sentence(
      pick(
        [
          `Here is what we would do together: one small change a week, kept, until you get there${when ? ` ${when}` : ''}`,
          `We would start with the one change that matters most to you, and build from there`,
          `Together we would pick one thing to change first, keep it, then add the next`,
        ],
        variant,
        'email-plan',
      ),
    ),
    `If you are ready, reply to this email or ${callToAction.toLowerCase()}.`,
    pick(['Talk soon', 'Warmly', 'Until next time'], variant, 'sign-off'),
  ]
    .filter(Boolean)
    .join('\n\n');

  return {
    output: {
      headline,
      subheadline,
      hook,
      problem,
      agitation,
      solution,
      benefits: padBenefits(benefits),
      proof: '',
      callToAction,
      email: { subject, previewText, body: emailBody },
    },
    sources: [...r.used],
  };
}

function lowerStart(value: string): string {
  return /^[A-Z][a-z]/.test(value) && !/^I\b/.test(value)
    ? value.charAt(0).toLowerCase() + value.slice(1)
    : value;
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}

/** Three benefits at least, whatever the avatar holds. */
function padBenefits(benefits: string[]): string[] {
  const extra = [
    'A weekly rhythm you can keep.',
    'Honest feedback on what is and is not moving you forward.',
    'Tools you keep using long after we finish.',
  ];
  return unique([...benefits, ...extra]).slice(0, Math.max(3, benefits.length));
}

/**
 * The pain gone and the outcome had, as one headline: "Stop working late, and lead a calm team";
 * a "No more ..." is a thing, not an order, so it goes after the outcome: "Have a four-day week,
 * with no more guilt about going back".
 */
function riddance(pain: string, outcome: string): string {
  const stop = stopping(pain);
  const noMore = /^No more (.*)$/.exec(stop);
  return noMore ? `${upperFirst(outcome)}, with no more ${noMore[1]}` : `${stop}, and ${outcome}`;
}
