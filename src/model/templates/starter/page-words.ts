import type { StarterElement } from '../types';

/*
 * Starter words the page templates bring where a website's own template has none of the kind (an
 * offer template has no About section, the book-a-call page no testimonials, none has an FAQ).
 * They are sample like every template's starter words: sample-text.ts reads them, so the
 * pre-publish checklist lists each one until the coach changes or keeps it.
 */

const heading = (text: string): StarterElement => ({ type: 'heading', content: { text } });
const question = (text: string): StarterElement => ({
  type: 'heading',
  content: { text },
  styles: { fontSize: 'xl' },
});
const paragraph = (text: string): StarterElement => ({ type: 'paragraph', content: { text } });

/** An About section for a template without one. '{name}' is the coach's name when drawn. */
export const ABOUT_WORDS: readonly StarterElement[] = [
  heading('Hi, I am {name}'),
  paragraph(
    'I know what it is like to be good at your work and still feel stuck. I spent years building a business that looked right from the outside before I learned to build one that fits the way I want to live and work.',
  ),
  paragraph(
    'Today I help people make the same change: clear goals, honest feedback and a simple plan they can keep. My style is warm, direct and practical, and every session ends with a next step you can take that week.',
  ),
];

/** Client words for a template without a testimonial element: paragraphs the coach replaces. */
export const TESTIMONIAL_WORDS: readonly StarterElement[] = [
  heading('What My Clients Say'),
  paragraph(
    '"Working together gave me the clarity I had been missing for years. Within two months I had a plan, a calendar I liked and the confidence to charge what my work is worth." (Client name, their role)',
  ),
  paragraph(
    '"Every session was practical and kind. I came away with one clear next step each week, and those steps added up to a business I am proud of." (Client name, their role)',
  ),
];

/** Questions coaches are asked before a first call, each a heading and its answer. */
export const FAQ_WORDS: readonly StarterElement[] = [
  heading('Frequently Asked Questions'),
  question('How do I know if coaching is right for me?'),
  paragraph(
    'If you know where you want to be but keep getting stuck on the way, coaching helps. Our first call is there to find out together, with no pressure to sign up.',
  ),
  question('What happens in a session?'),
  paragraph(
    'We look at where you are, agree on what matters most right now and leave with one or two clear actions. Between sessions you can send me a short message when you need a nudge.',
  ),
  question('How soon will I see results?'),
  paragraph(
    'Most clients feel clearer after the first session and see real change within a few weeks. Lasting results come from the steps you take between our calls.',
  ),
  question('Do we meet online or in person?'),
  paragraph(
    'Sessions are held online by video, so you can join from wherever you are. In-person sessions can be arranged on request.',
  ),
  question('What if I need to move a session?'),
  paragraph(
    'Life happens. Let me know at least 24 hours ahead and we will find another time that suits you.',
  ),
];

/** Every element the page templates write themselves, for the checklist's list of sample words. */
export const PAGE_TEMPLATE_WORDS: readonly StarterElement[] = [
  ...ABOUT_WORDS,
  ...TESTIMONIAL_WORDS,
  ...FAQ_WORDS,
];
