import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_URL } from '../../../model/booking-frame';
import { templateFor } from '../../../model/templates/catalogue';
import type { Section } from '../../../model/website';
import { renderWebsiteMarkup } from '../../render-static';
import type { RenderMode } from '../../types';
import { addElement, elementCount, escaped, first, section, site } from './exact.fixtures';

// The starter's order, which the catalogue test pins to the spec's.
const SECTION_ORDER = templateFor('coach-exact').starter.map((s) => s.type);

const SPEC_TEXTS = [
  '5 Days Only',
  'Limited Spots',
  'What I Actually Support You To Become',
  'Burn the Script',
  'Build from Bold Truth',
  'Lead Without Apology',
  'Who I Work With',
  'Meet Maya Rivers',
  'Start Your Reset',
  'Ways to Work Together',
  'Book a Complimentary Call',
  'Request Full Info',
  'GET THE BOOK',
  'Book Your Complimentary Session',
];

describe('coach-exact template', () => {
  it('draws the nine sections in order, the booking one at #calendar', () => {
    const html = renderWebsiteMarkup(site(), 'public');
    const ids = [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(SECTION_ORDER.map((t) => (t === 'booking' ? 'calendar' : t)));
  });

  it('follows the sections’ order values, not their position in the list', () => {
    const website = site();
    website.sections.reverse();
    const ids = [...renderWebsiteMarkup(website).matchAll(/<section id="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(ids[0]).toBe('header');
    expect(ids.at(-1)).toBe('footer');
  });

  it('shows every text the spec names, with the coach’s name filled in', () => {
    const html = renderWebsiteMarkup(site(), 'public');
    for (const text of SPEC_TEXTS) expect(html).toContain(escaped(text));
    expect(html).not.toContain('{name}');
    expect(html).toContain(`© ${new Date().getFullYear()} Maya Rivers`);
  });

  it('has exactly one h1, the hero heading', () => {
    const html = renderWebsiteMarkup(site(), 'public');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Stop Performing Success\. <em>Start Living It\.<\/em><\/h1>/);
    expect(html.match(/<h3[\s>]/g)).toHaveLength(6);
  });

  it('links the buttons and cards to the booking section', () => {
    const html = renderWebsiteMarkup(site(), 'public');
    // Hero button, 'Start Your Reset' and the first offer card ('Request Full Info' is a form);
    // the book card is a placeholder link.
    expect(html.match(/href="#calendar"/g)).toHaveLength(3);
    expect(html).toMatch(/href="#calendar"[^>]*>Start Your Reset</);
  });

  it.each<RenderMode>(['public', 'preview'])('embeds the booking frame in %s mode', (mode) => {
    const html = renderWebsiteMarkup(site(), mode);
    expect(html).toMatch(new RegExp(`<iframe title="Book a Session" src="${DEFAULT_BOOKING_URL}"`));
  });

  it('shows a placeholder for the booking frame while editing', () => {
    const html = renderWebsiteMarkup(site(), 'edit');
    expect(html).not.toContain('<iframe');
    expect(html).toContain('Book a Session');
  });

  it('shows the placeholder of an empty field greyed in the builder only', () => {
    const website = site();
    first(website, 'story', 'paragraph').content = {};
    first(website, 'meet', 'button').content = { text: '' };
    first(website, 'header', 'badge').content = { text: ' ' };
    const placeholders = [
      'Tell your visitors what makes your coaching different.',
      'Book Your Call',
      'Limited Spots',
    ];
    const edit = renderWebsiteMarkup(website, 'edit');
    for (const text of placeholders.slice(0, 2)) {
      expect(edit).toMatch(
        new RegExp(`<span data-field="[a-zA-Z]+" data-empty=""[^>]*>${escaped(text)}</span>`),
      );
    }
    for (const mode of ['public', 'preview'] as const) {
      const html = renderWebsiteMarkup(website, mode);
      expect(html).not.toContain(escaped(placeholders[0] as string));
      expect(html).not.toContain('Book Your Call');
      // The second badge keeps its words; the emptied first one leaves no empty pill behind.
      expect(html.match(/rounded-full border border-\[var\(--cs-accent\)\]/g)).toHaveLength(1);
      expect(html).not.toContain('5 Days Only');
      expect(html).not.toContain('data-empty');
    }
  });

  it('leaves out the parts of a card the coach emptied', () => {
    const website = site();
    const card = section(website, 'ways').elements.find((e) => e.type === 'offer-card');
    if (!card) throw new Error('starter changed');
    card.content = { ...card.content, description: '', buttonText: '' };
    const html = renderWebsiteMarkup(website, 'public');
    expect(html).toContain('Book a Complimentary Call');
    expect(html).not.toContain('Book My Call');
    expect(html).not.toContain(escaped('A 30-minute call with me'));
    expect(html).not.toContain('<p class="leading-relaxed"></p>');
  });

  it('names an unknown element type and still draws unexpected known types', () => {
    const website = site();
    addElement(section(website, 'story'), 'mystery-widget');
    addElement(section(website, 'hero'), 'testimonial-card', { text: 'She changed my business.' });
    const html = renderWebsiteMarkup(website);
    expect(html).toContain('Unknown element type: mystery-widget');
    expect(html).toContain('She changed my business.');
  });

  it('shows a placeholder box for an unknown section type, with its elements', () => {
    const website = site();
    const promo: Section = { ...section(website, 'story'), id: 500, type: 'promo', order: 3 };
    promo.elements = promo.elements.map((e) => ({ ...e, id: e.id + 500, sectionId: 500 }));
    website.sections.push(promo);
    const html = renderWebsiteMarkup(website);
    expect(html).toContain('Unknown section type: promo');
    expect(html.match(/I Built the/g)).toHaveLength(2);
  });

  it('carries no editor attributes on the published page', () => {
    const html = renderWebsiteMarkup(site(), 'public');
    expect(html).not.toContain('data-element-id');
    expect(html).not.toContain('data-section-id');
  });

  it.each<RenderMode>(['edit', 'preview'])('marks every element once in %s mode', (mode) => {
    const website = site();
    addElement(section(website, 'story'), 'mystery-widget');
    addElement(section(website, 'ways'), 'paragraph', { text: 'Intro' });
    const html = renderWebsiteMarkup(website, mode);
    const ids = [...html.matchAll(/data-element-id="(\d+)"/g)].map((m) => Number(m[1]));
    const expected = website.sections.flatMap((s) => s.elements.map((e) => e.id));
    expect(ids).toHaveLength(elementCount(website));
    expect(new Set(ids)).toEqual(new Set(expected));
  });

  it('takes anything that could run out of heading markup', () => {
    const website = site();
    first(website, 'hero', 'heading').content.html =
      '<img src=x onerror=alert(1)>Hi<script>alert(1)</script>';
    const html = renderWebsiteMarkup(website);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<h1[^>]*>Hi<\/h1>/);
  });

  it('sends an unsafe button address nowhere', () => {
    const website = site();
    const button = first(website, 'hero', 'button');
    button.content.url = 'javascript:alert(1)';
    const html = renderWebsiteMarkup(website);
    expect(html).not.toContain('javascript:');
    expect(html).toMatch(new RegExp(`<a href="#"[^>]*>${button.content.text as string}<`));
  });
});
