import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../element-types';
import { acceptedElements } from '../templates/catalogue';
import { storyInputSchema } from './story';
import { storyContent, storyTarget } from './story-element';

const sarah = storyInputSchema.parse({
  title: 'Sarah doubled her prices',
  kind: 'client-transformation',
  parts: { before: 'She charged $50 an hour.', after: 'She doubled her prices.' },
  person: 'Sarah K.',
  consent: true,
  result: 'doubled her prices',
});

describe('a story inserted into a section', () => {
  it('goes into the testimonial a section takes, or a paragraph of an about section', () => {
    expect(storyTarget('testimonials', acceptedElements('coach', 'testimonials'))).toBe(
      'testimonial-card',
    );
    expect(storyTarget('about', acceptedElements('coach', 'about'))).toBe('testimonial-card');
    expect(storyTarget('testimonial', acceptedElements('coaching-offer', 'testimonial'))).toBe(
      'testimonial-quote',
    );
    expect(storyTarget('testimonials', acceptedElements('leadership-course', 'testimonials'))).toBe(
      'executive-testimonial',
    );
    expect(storyTarget('story', acceptedElements('coach-exact', 'story'))).toBe('paragraph');
    expect(storyTarget('pricing', acceptedElements('course-offer', 'pricing'))).toBeNull();
  });

  it('fills only fields the element has, in the client’s words, with their name and result', () => {
    for (const type of [
      'testimonial-card',
      'testimonial-quote',
      'executive-testimonial',
      'paragraph',
    ] as const) {
      const made = storyContent(sarah, type);
      const fields = new Set<string>(ELEMENT_TYPES[type].fields.map((f) => f.name));
      expect(
        Object.keys(made?.content ?? {}).every((k) => fields.has(k)),
        type,
      ).toBe(true);
      expect(made?.content.text).toBe('She charged $50 an hour. She doubled her prices.');
    }
    expect(storyContent(sarah, 'testimonial-card')?.content).toMatchObject({
      initial: 'S',
      author: 'Sarah K.',
      title: 'doubled her prices',
    });
  });

  it('never puts a client story without consent onto a page', () => {
    expect(storyContent({ ...sarah, consent: false }, 'testimonial-card')).toBeNull();
    expect(
      storyContent({ ...sarah, kind: 'origin', person: '', consent: false }, 'paragraph'),
    ).not.toBeNull();
  });
});
