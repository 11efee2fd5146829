import type { SocialContent } from '../../../../model/ai/outputs';
import type { SocialBrief, Written } from '../provider';
import {
  asDoing,
  asState,
  AvatarReader,
  firstWords,
  fit,
  lowerFirst,
  pick,
  sentence,
  stopping,
  upperFirst,
  withArticle,
} from './voice';
import nlp from 'compromise';
import { toYou } from './person';

/** Nouns too everyday to be a topic anyone follows: #Home, #Week, #Dinner. */
const EVERYDAY = new Set(
  (
    'home week weeks weekend weekends day days night nights time times dinner lunch breakfast ' +
    'morning mornings evening evenings year years month months hour hours minute minutes thing ' +
    'things way ways life lot bit kind people person job work place stuff end start less more ' +
    'midnight tonight today tomorrow'
  ).split(' '),
);

/**
 * The avatar's topics as hashtags: their values and power words, then the things their goals,
 * desires and pains are about (nouns, by compromise). Never the profession field.
 */
function topicsOf(r: AvatarReader): string[] {
  const named = [...r.items('values', 4), ...r.items('powerWords', 2)];
  const about = [...r.items('goals', 3), ...r.items('desires', 2), ...r.pains(3)]
    .flatMap((text) => nlp(firstWords(text)).nouns().not('#Pronoun').out('array') as string[])
    .filter((noun) => !EVERYDAY.has(noun.toLowerCase().replace(/^(?:a|an|the|my|your)\s+/, '')))
    // "a safe pair of hands", "partner over nothing", "11pm every night" are not topics.
    .filter(
      (noun) => !/\d|\b(?:of|over|for|at|on|in|to|with|every|nothing|something)\b/i.test(noun),
    )
    // One word that is as much a verb or an adjective ('feel', 'less') says nothing on its own.
    .filter((noun) => noun.includes(' ') || !nlp(noun).has('(#Verb|#Adjective|#Adverb)'));
  const tags = [...named, ...about]
    .map((t) => hashtag(t.replace(/^(?:a|an|the|my|your|every|more|less)\s+/i, '')))
    .filter((t): t is string => t !== null && t.length <= 25);
  return [...new Set(tags.map((t) => t.toLowerCase()))].map(
    (lower) => tags.find((t) => t.toLowerCase() === lower) ?? lower,
  );
}

/** Two of the topics for the post at `index`, so no two of the four posts carry the same pair. */
function tagsFor(topics: string[], index: number, variant: number): string[] {
  const generic = ['#Coaching', '#CoachingTips', '#SmallSteps', '#OneChangeAWeek'];
  const pool = topics.length >= 4 ? topics : [...topics, ...generic].slice(0, 4);
  const start = (index + variant) % pool.length;
  return [pool[start] ?? '', pool[(start + 1) % pool.length] ?? ''];
}

function hashtag(word: string): string | null {
  const compact = word
    .normalize('NFKD')
    // 'four-day week' is #FourDayWeek.
    .replace(/[-‐–]/g, ' ')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map(upperFirst)
    .join('');
  return compact.length >= 2 && compact.length <= 40 ? `#${compact}` : null;
}

/** Posts for LinkedIn, Instagram, Facebook and X, each opening on the avatar's own words. */
export function offlineSocial({
  avatar,
  variant,
  contentType,
}: SocialBrief): Written<SocialContent> {
  const r = new AvatarReader(avatar);
  const outcome = r.outcome() ?? 'get where you want to be';
  const pain = r.pain(0);
  const quote = r.text('quote') ?? r.item('phrases');
  const tried = r.item('triedBefore');
  const objection = r.objection(0);
  const goal = r.item('goals');
  const who = r.who();

  const topics = topicsOf(r);

  const cta =
    contentType === 'conversion'
      ? pick(
          [
            'Book a free call: the link is in my profile.',
            'Send me a message with the word CALL and I will send you a time.',
          ],
          variant,
          'social-cta',
        )
      : pick(
          ['Save this for the next time it happens.', 'Tell me in the comments: which one is you?'],
          variant,
          'social-cta',
        );

  const linkedinHook = quote
    ? `“${sentence(quote)}”`
    : sentence(
        `${who ? `If you are ${withArticle(who)}, you` : 'You'} probably want to ${outcome}`,
      );
  const linkedin = {
    platform: 'linkedin' as const,
    hook: fit(linkedinHook, 280),
    body: [
      quote ? `I hear this every week.` : null,
      pain ? sentence(`The pattern is almost always the same: ${asState(pain)}`) : null,
      tried
        ? sentence(
            `Maybe you have already tried ${toYou(tried)}. It helps for a week, then the old habits win`,
          )
        : null,
      sentence(`What works is smaller: one change a week, kept, until you ${outcome}`),
    ]
      .filter(Boolean)
      .join('\n\n'),
    callToAction: cta,
    hashtags: tagsFor(topics, 0, variant),
  };

  const instagram = {
    platform: 'instagram' as const,
    hook: fit(
      pain
        ? sentence(`If you are ${asState(pain)}, read this`)
        : sentence(`A reminder for anyone who wants to ${outcome}`),
      280,
    ),
    body: [
      sentence(
        pick(
          [
            `You are not behind. You are carrying too much alone`,
            `It is not a lack of effort. It is a lack of a plan that fits your life`,
          ],
          variant,
          'ig-body',
        ),
      ),
      goal
        ? sentence(
            `The day you ${asDoing(lowerFirst(toYou(goal)).replace(/^to /, ''))} is closer than it feels`,
          )
        : null,
      sentence(`Start with one thing this week, and let it be enough`),
    ]
      .filter(Boolean)
      .join('\n\n'),
    callToAction: cta,
    hashtags: tagsFor(topics, 1, variant),
  };

  const facebook = {
    platform: 'facebook' as const,
    hook: fit(
      objection
        ? `“${sentence(objection.objection)}”`
        : sentence(`Can we talk about what it takes to ${outcome}?`),
      280,
    ),
    body: [
      objection ? `I hear that often, and I understand it.` : null,
      objection?.answer
        ? sentence(objection.answer)
        : sentence(`The first step is smaller than you think`),
      sentence(`If you want to ${outcome}, let us talk about what that would look like for you`),
    ]
      .filter(Boolean)
      .join('\n\n'),
    callToAction: cta,
    hashtags: tagsFor(topics, 2, variant),
  };

  const x = {
    platform: 'x' as const,
    hook: fit(pain ? sentence(stopping(pain)) : sentence(`You can ${outcome}`), 200),
    body: fit(
      sentence(
        `One change a week, kept, beats a perfect plan you never start. That is how you ${outcome}`,
      ),
      240,
    ),
    callToAction: fit(cta, 120),
    hashtags: tagsFor(topics, 3, variant),
  };

  const posts = [linkedin, instagram, facebook, x];
  // Another variant leads with another platform, so Regenerate changes what the coach sees first.
  const first = variant % posts.length;
  return {
    output: { posts: [...posts.slice(first), ...posts.slice(0, first)] },
    sources: [...r.used],
  };
}
