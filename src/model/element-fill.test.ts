import { describe, expect, it } from 'vitest';
import { isBlankElement, withoutBlankElements } from './element-fill';
import { starterWebsite } from './templates/starter-website';

describe('blank elements', () => {
  it('are those with nothing to show: links, switches and white space do not count', () => {
    expect(isBlankElement({ type: 'paragraph', content: {} })).toBe(true);
    expect(isBlankElement({ type: 'paragraph', content: { text: ' \n ' } })).toBe(true);
    expect(isBlankElement({ type: 'button', content: { text: '', url: 'https://x.co' } })).toBe(
      true,
    );
    expect(isBlankElement({ type: 'pricing-option', content: { featured: true } })).toBe(true);
    expect(isBlankElement({ type: 'heading', content: { html: '', text: 'Hi' } })).toBe(false);
    expect(isBlankElement({ type: 'heading', content: { html: '<b>Hi</b>' } })).toBe(false);
    expect(isBlankElement({ type: 'pricing-card', content: { price: '$9' } })).toBe(false);
  });

  it('never mean an image slot: it shows its built-in drawing until a photo is chosen', () => {
    expect(isBlankElement({ type: 'image', content: {} })).toBe(false);
    expect(isBlankElement({ type: 'image', content: { alt: 'Maya' } })).toBe(false);
    expect(isBlankElement({ type: 'image', content: { url: 'https://x.co/a.jpg' } })).toBe(false);
  });

  it('are left out of the website visitors get, and nothing else is', () => {
    const website = starterWebsite('coach-exact');
    expect(withoutBlankElements(website)).toBe(website);
    const [story] = website.sections.filter((s) => s.type === 'story');
    const paragraph = story?.elements.find((e) => e.type === 'paragraph');
    if (!story || !paragraph) throw new Error('starter changed');
    paragraph.content = { text: '' };
    const shown = withoutBlankElements(website);
    const shownStory = shown.sections.find((s) => s.id === story.id);
    expect(shownStory?.elements.map((e) => e.id)).toEqual(
      story.elements.filter((e) => e !== paragraph).map((e) => e.id),
    );
    expect(shown.sections.filter((s) => s !== shownStory)).toEqual(
      website.sections.filter((s) => s !== story),
    );
    expect(story.elements).toContain(paragraph);
  });
});
