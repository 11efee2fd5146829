import { describe, it, expect } from 'vitest';
import { contentSchemaFor } from '../element-content';
import { isElementType } from '../element-types';
import { elementStylesSchema } from '../styles';
import {
  acceptedElements,
  TEMPLATES,
  findTemplate,
  summarizeTemplate,
  templateFor,
} from './catalogue';
import type { StarterElement, StarterSection } from './types';

const CATALOGUE_IDS = [
  'coach-exact',
  'coach',
  'coach-advanced',
  'coach-minimal',
  'coach-bold',
  'coach-elegant',
  'coaching-offer',
  'retreat-offer',
  'course-offer',
  'leadership-course',
];

const exact = findTemplate('coach-exact');

function section(type: string): StarterSection {
  const found = exact?.starter.find((s) => s.type === type);
  if (!found) throw new Error(`exact template has no ${type} section`);
  return found;
}

const texts = (els: readonly StarterElement[], type: string, field: string) =>
  els.filter((e) => e.type === type).map((e) => e.content[field]);

describe('template catalogue', () => {
  it('holds exactly the ten catalogue ids, in order', () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual(CATALOGUE_IDS);
  });

  it('has one exact page, five designs and four offers', () => {
    const ids = (family: string) => TEMPLATES.filter((t) => t.family === family).map((t) => t.id);
    expect(ids('exact')).toEqual(['coach-exact']);
    expect(ids('design')).toEqual(CATALOGUE_IDS.slice(1, 6));
    expect(ids('offer')).toEqual(CATALOGUE_IDS.slice(6));
  });

  it('features only coach-exact', () => {
    expect(TEMPLATES.filter((t) => t.featured).map((t) => t.id)).toEqual(['coach-exact']);
    expect(TEMPLATES.map(summarizeTemplate).filter((t) => t.featured)).toHaveLength(1);
  });

  it('says which element types a section takes, and none for a type it does not have', () => {
    expect(acceptedElements('coaching-offer', 'testimonial')).toEqual(['testimonial-quote']);
    expect(acceptedElements('nope', 'hero')).toEqual(acceptedElements('coach', 'hero'));
    expect(acceptedElements('coaching-offer', 'story')).toEqual([]);
    expect(acceptedElements('coaching-offer', 'constructor')).toEqual([]);
  });

  it('falls back to the classic template for unknown ids', () => {
    expect(templateFor('nope').id).toBe('coach');
    expect(templateFor('retreat-offer').id).toBe('retreat-offer');
  });

  describe.each(TEMPLATES.map((t) => [t.id, t] as const))('%s starter', (_id, template) => {
    it('has starter sections with short names', () => {
      expect(template.starter.length).toBeGreaterThan(0);
      for (const s of template.starter) {
        expect(s.name.trim().length).toBeGreaterThan(0);
        expect(s.name.length).toBeLessThanOrEqual(120);
        expect(s.title?.length ?? 0).toBeLessThanOrEqual(500);
        // The book-a-call footer draws the coach's links and copyright from the settings.
        if (!(template.id === 'coach-exact' && s.type === 'footer')) {
          expect(s.elements.length).toBeGreaterThan(0);
        }
      }
    });

    it('uses only section types the template supports', () => {
      for (const s of template.starter)
        expect(Object.keys(template.sectionTypes)).toContain(s.type);
    });

    it('uses only element types each section accepts, with valid content and styles', () => {
      for (const s of template.starter) {
        const accepted = acceptedElements(template.id, s.type);
        for (const e of s.elements) {
          expect(isElementType(e.type), e.type).toBe(true);
          expect(accepted, `${s.type} accepts ${e.type}`).toContain(e.type);
          const parsed = contentSchemaFor(e.type).safeParse(e.content);
          expect(parsed.success, `${s.type}/${e.type}: ${parsed.error?.message}`).toBe(true);
          if (e.styles) expect(elementStylesSchema.safeParse(e.styles).success).toBe(true);
        }
      }
    });

    it('has no filler copy', () => {
      const copy = JSON.stringify(template.starter).toLowerCase();
      expect(copy).not.toMatch(/lorem|ipsum|todo/);
    });

    it('captures leads: a call-to-action section with a lead form in the coach’s own words', () => {
      const forms = template.starter.flatMap((s) =>
        s.elements.filter((e) => e.type === 'lead-form').map((e) => ({ section: s, form: e })),
      );
      expect(forms.length, `${template.id} has a lead form`).toBeGreaterThan(0);
      for (const { form } of forms) {
        for (const field of ['heading', 'intro', 'buttonText', 'successMessage']) {
          const words = form.content[field];
          expect(typeof words === 'string' && words.trim() !== '', field).toBe(true);
          // Only {name} is filled in; any other braces would reach the visitor as they are.
          expect(String(words).replaceAll('{name}', '')).not.toMatch(/[{}]/);
        }
      }
    });

    it('speaks a coach’s language in the picker: no internal words, no raw {name}', () => {
      const summary = summarizeTemplate(template);
      const shown = [
        summary.name,
        summary.description,
        ...summary.sectionTypes.map((s) => s.label),
        ...template.starter.map((s) => s.name),
      ];
      for (const words of shown) {
        expect(words, words).not.toMatch(/replica/i);
        expect(words, words).not.toContain('{name}');
      }
    });
  });
});

describe('offer templates’ lead forms', () => {
  it.each(['coaching-offer', 'retreat-offer', 'course-offer', 'leadership-course'])(
    '%s closes with a call-to-action section holding its lead form',
    (id) => {
      const starter = templateFor(id).starter;
      const cta = starter.find((s) => s.type === 'cta');
      expect(cta?.elements.map((e) => e.type)).toContain('lead-form');
      expect(starter.at(-1)?.type).toBe('cta');
    },
  );

  it('asks what each offer’s visitors want to know', () => {
    const form = (id: string) =>
      templateFor(id)
        .starter.flatMap((s) => s.elements)
        .find((e) => e.type === 'lead-form')?.content;
    expect(JSON.stringify(form('retreat-offer'))).toMatch(/dates/i);
    expect(JSON.stringify(form('course-offer'))).toMatch(/join/i);
    expect(JSON.stringify(form('leadership-course'))).toMatch(/team programme/i);
  });

  it('leads the leadership Team tier’s button to the team enquiry', () => {
    const team = templateFor('leadership-course')
      .starter.flatMap((s) => s.elements)
      .find((e) => e.type === 'investment-tier' && e.content.title === 'Team');
    expect(team?.content.buttonUrl).toBe('#cta');
  });
});

describe('exact template starter', () => {
  it('has the spec sections in order', () => {
    expect(exact?.starter.map((s) => s.type)).toEqual([
      'header',
      'hero',
      'story',
      'support',
      'audience',
      'meet',
      'ways',
      'booking',
      'footer',
    ]);
  });

  it('carries the required texts', () => {
    expect(texts(section('header').elements, 'badge', 'text')).toEqual([
      '5 Days Only',
      'Limited Spots',
    ]);
    expect(texts(section('support').elements, 'heading', 'text')).toEqual([
      'What I Actually Support You To Become',
    ]);
    expect(texts(section('support').elements, 'point', 'title')).toEqual([
      'Burn the Script',
      'Build from Bold Truth',
      'Lead Without Apology',
    ]);
    expect(texts(section('audience').elements, 'heading', 'text')).toEqual(['Who I Work With']);
    expect(texts(section('meet').elements, 'heading', 'text')).toEqual(['Meet {name}']);
    expect(section('meet').elements).toContainEqual(
      expect.objectContaining({
        type: 'button',
        content: { text: 'Start Your Reset', url: '#calendar' },
      }),
    );
    expect(texts(section('ways').elements, 'heading', 'text')).toEqual(['Ways to Work Together']);
    expect(texts(section('booking').elements, 'heading', 'text')).toEqual([
      'Book Your Complimentary Session',
    ]);
  });

  it("offers the three ways to work together, 'Request Full Info' as a form", () => {
    const ways = section('ways').elements.filter((e) => e.type !== 'heading');
    expect(ways.map((c) => [c.type, c.content.title ?? c.content.heading, c.content.url])).toEqual([
      ['offer-card', 'Book a Complimentary Call', '#calendar'],
      ['lead-form', 'Request Full Info', undefined],
      ['offer-card', 'GET THE BOOK', '#'],
    ]);
  });

  it('ends with a footer drawn from the settings, with no sample links of its own', () => {
    expect(section('footer').elements).toEqual([]);
  });

  it('has a photo slot beside "Meet {name}" and no brand heading in the header', () => {
    expect(section('meet').elements.map((e) => e.type)).toContain('image');
    expect(section('header').elements.map((e) => e.type)).not.toContain('heading');
  });
});

describe('offer template starters', () => {
  const titles = (id: string) => templateFor(id).starter.map((s) => s.title);
  const elements = (id: string, type: string) =>
    templateFor(id).starter.flatMap((s) => s.elements.filter((e) => e.type === type));

  it('use the titles the spec names', () => {
    expect(titles('retreat-offer')).toEqual(
      expect.arrayContaining([
        "What You'll Experience",
        'Your Investment in Transformation',
        'Transformation Stories',
      ]),
    );
    expect(titles('course-offer')).toContain('Choose Your Path');
    expect(titles('course-offer').join(' ')).toContain('Worth over $2,000 in additional value');
    expect(titles('leadership-course')).toContain('The 4 Pillars of Executive Presence');
  });

  it('feature exactly one course option and one leadership tier', () => {
    expect(
      elements('course-offer', 'pricing-option').filter((e) => e.content.featured),
    ).toHaveLength(1);
    expect(
      elements('leadership-course', 'investment-tier').filter((e) => e.content.featured),
    ).toHaveLength(1);
  });

  it('number the four leadership pillars and fix the cohort shape', () => {
    const pillars = elements('leadership-course', 'leadership-pillar');
    expect(pillars.map((p) => p.content.number)).toEqual(['01', '02', '03', '04']);
    expect(elements('leadership-course', 'cohort-info')[0]?.content).toMatchObject({
      duration: '12 weeks',
      spots: '12 spots',
    });
    expect(elements('course-offer', 'guarantee-badge')[0]?.content.duration).toBe('30-Day');
  });
});
