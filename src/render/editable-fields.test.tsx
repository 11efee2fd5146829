import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../model/templates/catalogue';
import { starterWebsite } from '../model/templates/starter-website';
import type { Element, Website } from '../model/website';
import { fieldMarkup } from './field-markup';
import { renderWebsiteMarkup } from './render-static';

const visibleText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The contents of each field's span on the canvas (rich fields hold only inline tags, never a
 * span), but a form's thank-you message: visitors read that only after sending the form.
 */
const fieldSpans = (html: string) =>
  [...html.matchAll(/<span data-field="([^"]+)"(?: data-empty="")?>(.*?)<\/span>/g)]
    .filter((m) => m[1] !== 'successMessage')
    .map((m) => m[2] ?? '');

function withHeading(website: Website, content: Record<string, string>): Website {
  let done = false;
  return {
    ...website,
    sections: website.sections.map((s) => ({
      ...s,
      elements: s.elements.map((e) => {
        if (done || e.type !== 'heading') return e;
        done = true;
        return { ...e, content };
      }),
    })),
  };
}

describe('fields the canvas can edit in place', () => {
  it.each(TEMPLATES.map((t) => t.id))(
    '%s: marks the text of fields in the builder only, with the words as published',
    (id) => {
      const website = starterWebsite(id);
      const edit = renderWebsiteMarkup(website, 'edit');
      expect(renderWebsiteMarkup(website, 'public')).not.toContain('data-field');
      const previewMarkup = renderWebsiteMarkup(website, 'preview');
      expect(previewMarkup).not.toContain('data-field');
      const preview = visibleText(previewMarkup);
      const spans = fieldSpans(edit);
      expect(spans.length).toBeGreaterThan(website.sections.length);
      for (const words of spans) expect(preview).toContain(visibleText(words));
    },
  );

  it('draws a heading as one rich field, sanitised, showing Plain text while it is empty', () => {
    const website = starterWebsite('coaching-offer');
    const rich = renderWebsiteMarkup(
      withHeading(website, { html: 'Lead <b>now</b><img src=x onerror=alert(1)>' }),
      'edit',
    );
    expect(rich).toContain('<span data-field="html">Lead <b>now</b></span>');
    expect(rich).not.toContain('onerror');
    const plain = renderWebsiteMarkup(withHeading(website, { html: '', text: 'A & B' }), 'edit');
    expect(plain).toContain('<span data-field="html">A &amp; B</span>');
    const empty = renderWebsiteMarkup(withHeading(website, {}), 'edit');
    expect(empty).toContain(
      '<span data-field="html" data-empty="">Your Powerful Headline Goes Here</span>',
    );
  });

  it('escapes plain text and fills in the coach’s name', () => {
    const element: Element = {
      id: 1,
      sectionId: 1,
      type: 'paragraph',
      order: 0,
      content: { text: '<b>Meet</b> {name}' },
      styles: {},
      version: 1,
    };
    expect(fieldMarkup(element, 'text', 'Maya')).toEqual({
      html: '&lt;b&gt;Meet&lt;/b&gt; Maya',
      empty: false,
    });
    expect(fieldMarkup({ ...element, content: {} }, 'text', 'Maya').empty).toBe(true);
  });
});
