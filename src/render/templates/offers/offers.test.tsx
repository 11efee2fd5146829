import { describe, expect, it } from 'vitest';
import { starterWebsite } from '../../../model/templates/starter-website';
import { count, publicText } from './offers.test-helpers';

const EXPECTED: Record<string, string[]> = {
  'coaching-offer': [
    'Only 8 Spots This Quarter',
    'Go From Overbooked and Underpaid',
    'This Is for You If...',
    'Choose Your Level of Support',
    'Momentum 90',
    '$1,997',
    'Rachel T., Career Coach',
    'Ready to Build the Business You Actually Want?',
    'Book Your Call',
  ],
  'retreat-offer': [
    "What You'll Experience",
    'Your Investment in Transformation',
    'Transformation Stories',
    'Only 12 Spots Available',
    'Sintra, Portugal',
    '$4,997',
    'Only 12 spots, and 5 are already taken',
    'Laura B.',
    'Reserve Your Spot',
  ],
  'course-offer': [
    "What You'll Learn",
    'Worth over $2,000 in additional value',
    'Choose Your Path',
    '2,400+',
    'Find Your Signature Idea',
    'Launch Email Vault',
    '30-Day',
    'Money-Back Guarantee',
  ],
  'leadership-course': [
    'The 4 Pillars of Executive Presence',
    'How the Programme Works',
    'Your Investment',
    'Results From Past Cohorts',
    '87%',
    'Resilience',
    '12 weeks',
    '12 spots',
    'Promoted to COO within 6 months',
  ],
};

describe('offer templates', () => {
  it.each(Object.entries(EXPECTED))('%s shows its titles and copy', (id, texts) => {
    const html = publicText(starterWebsite(id));
    for (const text of texts) expect(html).toContain(text);
    expect(count(html, '<h1')).toBe(1);
    expect(html).toContain('title="Book a Session"');
    expect(html).toContain('id="calendar"');
  });

  it('marks exactly one featured course option and one featured leadership tier', () => {
    const course = publicText(starterWebsite('course-offer'));
    expect(count(course, 'Most Popular')).toBe(1);
    expect(course).toMatch(/<s [^>]*>\$997<\/s>/);
    expect(count(publicText(starterWebsite('leadership-course')), 'Executive Level')).toBe(1);
  });

  it('drops the badge when the featured flag is switched off', () => {
    for (const [id, type, badge] of [
      ['course-offer', 'pricing-option', 'Most Popular'],
      ['leadership-course', 'investment-tier', 'Executive Level'],
    ] as const) {
      const website = starterWebsite(id);
      const sections = website.sections.map((s) => ({
        ...s,
        elements: s.elements.map((e) =>
          e.type === type ? { ...e, content: { ...e.content, featured: false } } : e,
        ),
      }));
      expect(publicText({ ...website, sections })).not.toContain(badge);
    }
  });
});
