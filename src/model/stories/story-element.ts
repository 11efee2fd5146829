import type { ElementContent } from '../element-content';
import type { ElementType } from '../element-types';
import { TEXT_LIMITS } from '../fields';
import { canPublishStory, storyText, type StoryFields } from './story';

/**
 * 'Insert a story' (issue 13): which element a story becomes in a section, and its words. A
 * section that takes testimonials gets one (card, quote or executive testimonial); an about or
 * story section gets a paragraph. Only a story that may be published becomes anything.
 */

const TESTIMONIALS = ['testimonial-card', 'testimonial-quote', 'executive-testimonial'] as const;
const STORY_SECTIONS: ReadonlySet<string> = new Set(['about', 'story', 'meet']);

/** The element type a story goes into in this section, or null when it takes none. */
export function storyTarget(
  sectionType: string,
  accepted: readonly ElementType[],
): ElementType | null {
  const testimonial = TESTIMONIALS.find((t) => accepted.includes(t));
  if (testimonial) return testimonial;
  return STORY_SECTIONS.has(sectionType) && accepted.includes('paragraph') ? 'paragraph' : null;
}

function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The story as that element's content; null when the story may not go onto a page. */
export function storyContent(
  story: StoryFields,
  type: ElementType,
): { type: ElementType; content: ElementContent } | null {
  if (!canPublishStory(story)) return null;
  const quote = fit(storyText(story) || story.title, TEXT_LIMITS.longtext);
  const author = fit(story.person.trim(), TEXT_LIMITS.text);
  const initial = author.charAt(0).toUpperCase();
  const result = fit(story.result.trim(), TEXT_LIMITS.text);
  switch (type) {
    case 'testimonial-card':
      return { type, content: { initial, text: quote, author, title: result } };
    case 'testimonial-quote':
      return { type, content: { text: quote, author } };
    case 'executive-testimonial':
      return { type, content: { initial, text: quote, author, title: '', result } };
    case 'paragraph':
      return { type, content: { text: quote } };
    default:
      return null;
  }
}
