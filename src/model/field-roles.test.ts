import { describe, expect, it } from 'vitest';
import { pageSlots } from './ai/page-slots';
import { ELEMENT_TYPE_NAMES, ELEMENT_TYPES } from './element-types';
import { field } from './field-defs';
import { FACT_ROLES, isProseRole, PROSE_ROLES, type FieldDef } from './fields';
import { TEMPLATES } from './templates/catalogue';
import { starterWebsite } from './templates/starter-website';

const roleOf = (type: keyof typeof ELEMENT_TYPES, name: string) =>
  ELEMENT_TYPES[type].fields.find((f) => f.name === name)?.role;

describe('field roles (issue 24: facts are the coach’s, words are the writer’s)', () => {
  it('every field of every element type says what it is: prose, or one of the coach’s facts', () => {
    const known = new Set<string>([...PROSE_ROLES, ...FACT_ROLES]);
    for (const type of ELEMENT_TYPE_NAMES) {
      for (const def of ELEMENT_TYPES[type].fields) {
        expect(known.has(def.role), `${type}.${def.name}: ${String(def.role)}`).toBe(true);
      }
    }
  });

  it('refuses a field without a role at compile time', () => {
    // @ts-expect-error: a field must say what it is
    const missing: FieldDef = { name: 'x', kind: 'text', label: 'X', placeholder: '' };
    // @ts-expect-error: the registry's helper takes the role too
    const helper = field('x', 'text', 'X', '');
    // @ts-expect-error: only the roles the writer and the coach know
    const unknown: FieldDef = { name: 'x', kind: 'text', label: 'X', placeholder: '', role: 'y' };
    expect([missing, helper, unknown]).toHaveLength(3);
  });

  it('calls product names, prices, dates, links and pictures facts, and the coach’s proof proof', () => {
    for (const type of ['pricing-card', 'pricing-option', 'investment-tier', 'offer-card'] as const)
      expect(roleOf(type, 'title'), type).toBe('product-name');
    for (const type of [
      'pricing-card',
      'pricing-option',
      'investment-tier',
      'investment-box',
    ] as const)
      expect(roleOf(type, 'price'), type).toBe('price');
    expect(roleOf('pricing-option', 'originalPrice')).toBe('price');
    expect(roleOf('pricing-card', 'buttonUrl')).toBe('link');
    expect(roleOf('button', 'url')).toBe('link');
    expect(roleOf('retreat-date', 'date')).toBe('date');
    expect(roleOf('cohort-info', 'startDate')).toBe('date');
    expect(roleOf('course-module', 'duration')).toBe('duration');
    expect(roleOf('image', 'url')).toBe('image');
    for (const type of [
      'testimonial-card',
      'testimonial-quote',
      'executive-testimonial',
    ] as const) {
      expect(roleOf(type, 'text'), type).toBe('quote');
      expect(roleOf(type, 'author'), type).toBe('person-name');
    }
    expect(roleOf('stats-card', 'number')).toBe('number');
    expect(roleOf('transformation-metric', 'percentage')).toBe('number');
    expect(roleOf('executive-testimonial', 'result')).toBe('result');
    expect(roleOf('heading', 'html')).toBe('headline');
    expect(roleOf('pricing-card', 'buttonText')).toBe('cta');
  });

  it('only text fields are prose: a link, a picture or a setting is never written', () => {
    for (const type of ELEMENT_TYPE_NAMES) {
      for (const def of ELEMENT_TYPES[type].fields) {
        if (isProseRole(def.role))
          expect(['text', 'longtext', 'richtext'], `${type}.${def.name}`).toContain(def.kind);
      }
    }
  });

  it('every section type of every template says what it is for', () => {
    const purposes = new Set(['hero', 'about', 'offer', 'proof', 'action', 'other']);
    for (const template of TEMPLATES) {
      for (const [type, section] of Object.entries(template.sectionTypes)) {
        expect(purposes.has(section.purpose), `${template.id} ${type}`).toBe(true);
      }
      // Every template has a section a visitor acts in, and the writer knows which.
      expect(
        Object.values(template.sectionTypes).map((s) => s.purpose),
        template.id,
      ).toContain('action');
    }
  });

  it('the page writer is offered only prose, with its section’s purpose from the descriptor', () => {
    for (const template of TEMPLATES) {
      const website = starterWebsite(template.id);
      const { slots } = pageSlots(website);
      expect(slots.length, template.id).toBeGreaterThan(0);
      for (const slot of slots) {
        expect(isProseRole(roleOf(slot.elementType, slot.field) ?? 'price')).toBe(true);
        expect(slot.purpose).toBe(template.sectionTypes[slot.sectionType]?.purpose);
      }
      const asked = new Set(slots.map((s) => `${s.elementType}.${s.field}`));
      for (const fact of ['pricing-card.title', 'pricing-card.price', 'investment-tier.feature1'])
        expect(asked.has(fact), `${template.id}: ${fact}`).toBe(false);
    }
  });
});
