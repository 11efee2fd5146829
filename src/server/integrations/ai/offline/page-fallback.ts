import type { SlotRole } from '../../../../model/ai/page-slots';

/**
 * What a page says when the avatar has run out of its own words for a role: a long page asks for
 * more cards than an avatar has goals. Each is said once a page; none claims a result or a number.
 */
const FALLBACK: Partial<Record<SlotRole, readonly string[]>> = {
  headline: [
    'Where we start',
    'How it works',
    'What you get',
    'Why it works',
    'What to expect',
    'Start here',
    'The plan',
    'What changes',
    'Made for your week',
    'Your first step',
  ],
  'item-title': [
    'Clear next steps',
    'Someone in your corner',
    'Honest feedback',
    'Tools you keep',
    'A weekly rhythm',
    'Progress you can see',
    'Support between sessions',
    'A fresh look at your week',
    'Small wins, kept',
    'Time to think',
    'Your questions answered',
    'One change at a time',
  ],
  // Each line is its title's own, in the same order: a card keeps its title and line together.
  'item-body': [
    'Clear next steps after every session.',
    'Someone in your corner when the week gets hard.',
    'Honest feedback on what is and is not moving you forward.',
    'Tools you keep using long after we finish.',
    'A weekly rhythm you can keep.',
    'Progress you can see, week by week.',
    'Answers between sessions, so you are never stuck for long.',
    'A plan built around the week you actually have.',
    'Small changes that stay changed.',
    'Room to think out loud, without judgement.',
    'Ask anything: there are no silly questions here.',
    'One change at a time, so nothing new lands on your plate at once.',
  ],
  body: [
    'Every plan starts from the week you actually have.',
    'We keep what works for you and drop the rest.',
    'You bring the goal; we find the next step together.',
    'Small changes, kept, add up faster than big plans.',
    'You do not have to work it out alone.',
    'Each session ends with one clear thing to do next.',
    'We look at what already works before we add anything new.',
    'When a week goes wrong, we change the plan, not the goal.',
    'The pace is yours; the plan keeps you moving.',
    'Progress shows in your week, not in hours spent.',
    'Nothing here needs a free weekend to put into practice.',
  ],
  subheadline: [
    'Coaching that starts from where you are today.',
    'One clear step at a time.',
    'A plan that fits your week, not the other way round.',
    'Support that keeps going between sessions.',
  ],
  short: ['Step by step', 'Made for you', 'At your pace', 'Start here', 'Real support', 'One step'],
  'form-heading': [
    'Start with a conversation',
    'Ask me anything',
    'Let us find your next step',
    'Tell me about your week',
  ],
};
FALLBACK['list-item'] = FALLBACK['item-title'];

/** The `count`-th thing a page may say for `role` when the avatar's words are used up. */
export function fallbackText(role: SlotRole, count: number): string | null {
  const pool = FALLBACK[role];
  return pool && count < pool.length ? (pool[count] ?? null) : null;
}

/** Which of the role's plain texts `text` is, if it is one. */
export function fallbackIndex(role: SlotRole, text: string): number | null {
  const index = FALLBACK[role]?.indexOf(text) ?? -1;
  return index >= 0 ? index : null;
}
