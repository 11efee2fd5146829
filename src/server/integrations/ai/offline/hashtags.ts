import nlp from 'compromise';
import { AvatarReader, upperFirst } from './voice';
import { firstWords } from './memo';

/**
 * Hashtags people follow, by what the avatar's goals, desires, pains and outcome are about. The
 * avatar's own nouns alone gave #Jeans, #Coffee and #CallSevenDays: real words, but nobody follows
 * them. A theme is matched on whole words of the client's own notes, never the profession field.
 */
const THEMES: [RegExp, string][] = [
  [/\bburn(?:ing|t|ed)? ?out\b|\bexhaust|\bon call\b/i, '#Burnout'],
  [
    /\bpromot|\bcareer|\bnew (?:role|job)\b|\bday-time role\b|\bchange direction\b|\bleave (?:teaching|nursing|law|the force)\b|\bportfolio\b|\bCV\b/i,
    '#CareerChange',
  ],
  [
    /\bleader|\blead\b|\bleads\b|\bmanag|\bteam\b|\bdelegat|\bstaff\b|\bhir(?:e|ing)\b|\bsous chef\b/i,
    '#Leadership',
  ],
  [
    /\bkids?\b|\bchildren\b|\bfamily\b|\bweekends?\b|\bbedtime\b|\bdaughter\b|\bson\b|\b(?:day|days|saturday|sunday|fridays?) off\b/i,
    '#WorkLifeBalance',
  ],
  [/\bbaby\b|\bmum\b|\bmom\b|\bmother|\bmaternity\b|\bpostpartum\b/i, '#Motherhood'],
  [/\bconfiden|\bvisible\b|\bspeak up\b|\bseen\b|\binvisible\b|\bpresence\b/i, '#Confidence'],
  [
    /\bclients?\b|\bcustomers?\b|\bbusiness\b|\bbookings?\b|\bjobs\b|\binvoices?\b|\bclinic\b|\brestaurant\b/i,
    '#SmallBusiness',
  ],
  [/\bprices?\b|\bundercharg|\bpricing\b/i, '#Pricing'],
  [/\bstress|\bshout|\bsnapping\b|\btemper\b/i, '#StressManagement'],
  [/\bsuccession\b|\bhand (?:the|over)\b|\bfamily (?:farm|firm|business)\b/i, '#FamilyBusiness'],
  [/\bretire|\bpurpose\b/i, '#Purpose'],
  [/\bsleep|\benergy\b|\btired\b|\bhealth|\bfit\b|\bfitness\b/i, '#Wellbeing'],
  [/\bmoney\b|\bpaid\b|\bpay\b|\bincome\b|\bsalary\b|\bafford/i, '#Money'],
  [/\bfaith\b|\bchurch\b|\bcongregation\b|\bministry\b/i, '#Faith'],
  [/\bhours\b|\bmidnight\b|\blate\b|\bovertime\b|\btime\b/i, '#TimeManagement'],
];

/** Read when the avatar says too little to match any theme. */
const GENERIC = ['#Coaching', '#Mindset', '#SmallSteps', '#Goals'];

/** Nouns too everyday, or too odd alone, to be a topic anyone follows. */
const EVERYDAY = new Set(
  (
    'home week weeks weekend weekends day days night nights time times dinner lunch breakfast ' +
    'morning mornings evening evenings year years month months hour hours minute minutes thing ' +
    'things way ways life lot bit kind people person job work place stuff end start less more ' +
    'midnight tonight today tomorrow'
  ).split(' '),
);

/**
 * The avatar's topics as hashtags: the themes their notes are about and their own values in turn,
 * then what their goals name ("#SuccessionPlan", "#DesignReviews").
 */
export function topicsOf(r: AvatarReader): string[] {
  const notes = [
    r.text('dreamOutcome'),
    r.text('desiredSituation'),
    r.text('currentSituation'),
    r.text('summary'),
    ...r.items('goals', 3),
    ...r.items('desires', 2),
    ...r.items('pains', 3),
    ...r.items('frustrations', 2),
    ...r.items('values', 4),
  ].join(' \n ');
  const themes = THEMES.filter(([pattern]) => pattern.test(notes)).map(([, tag]) => tag);
  const values = r.items('values', 4);
  const goals = r
    .items('goals', 3)
    .flatMap((text) => nlp(firstWords(text)).nouns().not('#Pronoun').out('array') as string[])
    .map((noun) => noun.replace(/^(?:a|an|the|my|your|every|more|less)\s+/i, ''))
    // A goal's topic is a thing of two words or more: "succession plan", "design reviews".
    .filter((noun) => noun.includes(' ') && !EVERYDAY.has(noun.toLowerCase()))
    .filter((noun) => !/\d|\b(?:of|over|for|at|on|in|to|with|every|nothing|past)\b/i.test(noun));
  // A theme, then one of the client's own values, in turn: both kinds on the first posts.
  const own = values.map(hashtag);
  const turns = Array.from({ length: Math.max(themes.length, own.length) }, (_, i) => [
    themes[i] ?? null,
    own[i] ?? null,
  ]).flat();
  const tags = [...turns, ...goals.map(hashtag)].filter(
    (t): t is string => t !== null && t.length <= 25,
  );
  return [...new Set(tags.map((t) => t.toLowerCase()))].map(
    (lower) => tags.find((t) => t.toLowerCase() === lower) ?? lower,
  );
}

/** Two of the topics for the post at `index`, so no two of the four posts carry the same pair. */
export function tagsFor(topics: string[], index: number, variant: number): string[] {
  const known = new Set(topics.map((t) => t.toLowerCase()));
  const pool =
    topics.length >= 4
      ? topics
      : [...topics, ...GENERIC.filter((g) => !known.has(g.toLowerCase()))].slice(0, 4);
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
