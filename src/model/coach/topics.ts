/**
 * What a question to the AI Business Coach is about (issue 24), recognised offline from the words
 * the coach used: a small table of stems, no model call. The topic with the most matching words
 * wins; on a tie, the one listed first.
 */
export const COACH_TOPICS = [
  'pricing',
  'calls',
  'content',
  'offer',
  'niche',
  'conversion',
  'time',
] as const;
export type CoachTopic = (typeof COACH_TOPICS)[number];

/** Each topic as the coach's answers name it, in a sentence. */
export const TOPIC_LABELS: Record<CoachTopic, string> = {
  pricing: 'your pricing',
  calls: 'getting more calls and leads',
  content: 'what to post',
  offer: 'your offer',
  niche: 'your niche and ideal client',
  conversion: 'how well your page turns visitors into leads',
  time: 'where to put your time and focus',
};

/**
 * Word beginnings (matched at the start of a word; `\\b` ends a whole word) that point to each
 * topic. A stem of several words counts once for each word, so 'ideal client' outweighs 'client'.
 */
const STEMS: Record<CoachTopic, readonly string[]> = {
  pricing: [
    'price',
    'pricing',
    'charg',
    'fee',
    'rates',
    'hourly rate',
    'day rate',
    'expensive',
    'cheap',
    'afford',
    'discount',
    'raise my',
    'how much',
    'money',
    'revenue',
    'income',
  ],
  calls: [
    'call',
    'lead',
    'book',
    'discovery',
    'consult',
    'client',
    'customer',
    'prospect',
    'sign up',
    'signup',
    'enquir',
    'inquir',
    'appointment',
    'sales',
    'traffic',
    'visitor',
    'reach',
    'find people',
  ],
  content: [
    'post',
    'content',
    'social',
    'instagram',
    'linkedin',
    'facebook',
    'tiktok',
    'youtube',
    'newsletter',
    'email',
    'blog',
    'write about',
    'video',
    'reel',
    'podcast',
    'caption',
  ],
  offer: [
    'offer',
    'package',
    'program',
    'course',
    'product',
    'service',
    'bundle',
    'guarantee',
    'bonus',
    'mastermind',
    'retreat',
    'membership',
    'group coaching',
  ],
  niche: [
    'niche',
    'avatar',
    'ideal client',
    'target',
    'audience',
    'who i serve',
    'who to serve',
    'who should i',
    'persona',
    'market\\b',
    'target market',
    'specialis',
    'specializ',
    'position',
  ],
  conversion: [
    'convert',
    'conversion',
    'landing',
    'page',
    'website',
    'headline',
    'forms?\\b',
    'bounce',
    'sign-up',
    'opt-in',
    'optin',
    'funnel',
  ],
  time: [
    'time',
    'focus',
    'priorit',
    'overwhelm',
    'busy',
    'schedule',
    'hours',
    'burn',
    'distract',
    'procrastinat',
    'productiv',
    'balance',
    'too much',
    'first',
    'where do i start',
    'where to start',
  ],
};

const PATTERNS = COACH_TOPICS.map(
  (topic) =>
    [
      topic,
      STEMS[topic].map((stem) => ({
        pattern: new RegExp(`(?<![a-z])${stem}`, 'g'),
        weight: stem.split(' ').length,
      })),
    ] as const,
);

/** What a question is about, or null when none of the topics' words are in it. */
export function topicOf(question: string): CoachTopic | null {
  const words = question.toLowerCase().replace(/[’']/g, "'");
  let best: CoachTopic | null = null;
  let most = 0;
  for (const [topic, stems] of PATTERNS) {
    const found = stems.reduce(
      (n, { pattern, weight }) => n + (words.match(pattern)?.length ?? 0) * weight,
      0,
    );
    if (found > most) {
      best = topic;
      most = found;
    }
  }
  return best;
}
