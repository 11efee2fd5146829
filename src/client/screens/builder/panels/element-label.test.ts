import { describe, expect, it } from 'vitest';
import type { Element } from '../../../../model/website';
import { elementLabel } from './element-label';

const element = (type: Element['type'], content: Element['content']): Element => ({
  id: 1,
  sectionId: 1,
  type,
  order: 0,
  content,
  styles: {},
  version: 1,
});

describe('the structure panel’s name for an element', () => {
  it('names a heading by the text the page shows: its rich text, without tags', () => {
    const heading = element('heading', {
      html: 'Lead With <em>Calm</em> Confidence',
      text: 'An older plain fallback',
    });
    expect(elementLabel(heading)).toBe('Heading: Lead With Calm Confidence');
  });

  it('falls back to the plain text when the rich text is empty, and cuts long texts', () => {
    const heading = element('heading', { html: ' ', text: 'x'.repeat(50) });
    expect(elementLabel(heading)).toBe(`Heading: ${'x'.repeat(40)}…`);
  });

  it('is the type alone when the element has no text yet', () => {
    expect(elementLabel(element('paragraph', { text: '' }))).toBe('Paragraph');
  });

  it('reads {name} as the page does: the coach’s name, else the placeholder, never the token', () => {
    const heading = element('heading', { text: 'Meet {name}' });
    expect(elementLabel(heading, 'Maya Rivers')).toBe('Heading: Meet Maya Rivers');
    expect(elementLabel(heading)).toBe('Heading: Meet Your Name');
  });
});
