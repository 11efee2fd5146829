import { describe, expect, it } from 'vitest';
import { starterWebsite } from '../../../model/templates/starter-website';
import { renderWebsiteMarkup } from '../../render-static';
import { count, element, OFFER_IDS, publicText, withSection } from './offers.test-helpers';

describe('offer template fallbacks and editing', () => {
  it('names unknown element and section types and still draws their elements', () => {
    const mystery = withSection('course-offer', {
      type: 'mystery',
      elements: [element(901, 'marquee'), element(902, 'paragraph', { text: 'Still here' })],
    });
    const html = publicText(mystery);
    expect(html).toContain('Section: mystery');
    expect(html).toContain('Unknown element: marquee');
    expect(html.indexOf('Unknown element: marquee')).toBeLessThan(html.indexOf('Still here'));
    const known = withSection('retreat-offer', {
      type: 'features',
      elements: [element(903, 'marquee')],
    });
    expect(publicText(known)).toContain('Unknown element: marquee');
  });

  it('draws elements a layout does not expect instead of dropping them', () => {
    const html = publicText(
      withSection('leadership-course', {
        type: 'pillars',
        elements: [element(904, 'bonus-item', { title: 'Surprise' })],
      }),
    );
    expect(html).toContain('Surprise');
  });

  it('shows placeholders for empty fields in the builder only', () => {
    const website = withSection('coaching-offer', {
      type: 'pricing',
      elements: [
        element(905, 'pricing-card'),
        element(906, 'cohort-info'),
        element(907, 'guarantee-badge'),
        element(908, 'pricing-option', { title: 'Self-study', price: '$99' }),
      ],
    });
    const placeholders = ['Coaching Package', 'Get Started', 'Next Cohort', '12 weeks', '30-Day'];
    const edit = renderWebsiteMarkup(website, 'edit');
    for (const text of placeholders) expect(edit).toContain(`>${text}</span>`);
    expect(count(edit, 'data-empty')).toBeGreaterThanOrEqual(placeholders.length);
    const html = publicText(website);
    for (const text of placeholders) expect(html).not.toContain(text);
    // A partly filled option shows what it has, and no struck-out price or button it lacks.
    expect(html).toContain('Self-study');
    expect(html).toContain('$99');
    expect(html).not.toContain('Regular price');
    expect(html).not.toContain('Enroll Now');
  });

  it('publishes nothing for an emptied angled badge', () => {
    const website = starterWebsite('coaching-offer');
    const badge = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'angled-text');
    if (!badge) throw new Error('starter changed');
    badge.content = { text: '' };
    const html = publicText(website);
    expect(html.toLowerCase()).not.toContain('limited time offer');
    expect(html).not.toContain('Only 8 Spots');
    expect(html).not.toContain('-rotate-2');
    expect(renderWebsiteMarkup(website, 'edit')).toContain('>Limited Time Offer</span>');
  });

  it('gives every element a data-element-id in edit mode and none on the public page', () => {
    for (const id of OFFER_IDS) {
      const website = starterWebsite(id);
      const edit = renderWebsiteMarkup(website, 'edit');
      for (const e of website.sections.flatMap((s) => s.elements)) {
        expect(count(edit, `data-element-id="${e.id}"`)).toBe(1);
      }
      expect(renderWebsiteMarkup(website, 'public')).not.toContain('data-element-id');
    }
  });

  it('sanitises heading markup', () => {
    const website = starterWebsite('leadership-course');
    const sections = website.sections.map((s) => ({
      ...s,
      elements: s.elements.map((e) =>
        e.type === 'heading'
          ? { ...e, content: { html: 'Lead <b>now</b><img src=x onerror=alert(1)>' } }
          : e,
      ),
    }));
    const html = renderWebsiteMarkup({ ...website, sections }, 'public');
    expect(html).toContain('Lead <b>now</b>');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('<img');
  });

  it('leaves #calendar to a section that already answers to it', () => {
    const html = publicText(withSection('coaching-offer', { type: 'booking', elements: [] }));
    expect(count(html, 'id="calendar"')).toBe(1);
  });
});
