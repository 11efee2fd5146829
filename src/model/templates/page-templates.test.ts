import { describe, expect, it } from 'vitest';
import { SHARED_SECTION_TYPES } from '../page-view';
import { PAGE_TEMPLATES } from '../pages';
import { sampleFields } from '../sample-text';
import { acceptedElements, TEMPLATES } from './catalogue';
import { PAGE_TEMPLATE_TITLES, pageTemplateSections } from './page-templates';
import { FAQ_WORDS } from './starter/page-words';

const STARTED = PAGE_TEMPLATES.filter((p) => p !== 'blank');

describe('page templates on every website template', () => {
  for (const template of TEMPLATES) {
    for (const page of STARTED) {
      it(`${template.id}: the ${page} page has sections the template accepts`, () => {
        const sections = pageTemplateSections(template.id, page);
        expect(sections.length).toBeGreaterThan(0);
        for (const section of sections) {
          expect(Object.keys(template.sectionTypes)).toContain(section.type);
          expect(SHARED_SECTION_TYPES.has(section.type)).toBe(false);
          expect(section.elements.length).toBeGreaterThan(0);
          for (const element of section.elements) {
            expect(acceptedElements(template.id, section.type)).toContain(element.type);
          }
        }
      });
    }
  }

  it('a blank page starts with no sections', () => {
    for (const template of TEMPLATES)
      expect(pageTemplateSections(template.id, 'blank')).toEqual([]);
  });

  it('gives each page template the title a coach expects', () => {
    expect(PAGE_TEMPLATE_TITLES).toEqual({
      about: 'About',
      services: 'Work with me',
      contact: 'Contact',
      testimonials: 'Testimonials',
      faq: 'FAQ',
      blank: 'New page',
    });
  });
});

describe('what each page template holds', () => {
  const purposes = (templateId: string, page: (typeof PAGE_TEMPLATES)[number]) => {
    const template = TEMPLATES.find((t) => t.id === templateId);
    return pageTemplateSections(templateId, page).map(
      (s) => template?.sectionTypes[s.type]?.purpose,
    );
  };

  it('Work with me: the offers, then the call to action', () => {
    expect(purposes('coach', 'services')).toEqual(['offer', 'action']);
    expect(purposes('coaching-offer', 'services')).toEqual(['offer', 'offer', 'action']);
  });

  it('Contact carries the template lead form when it has one', () => {
    for (const template of TEMPLATES) {
      const elements = pageTemplateSections(template.id, 'contact').flatMap((s) => s.elements);
      expect(
        elements.map((e) => e.type),
        template.id,
      ).toContain('lead-form');
    }
  });

  it('FAQ holds question and answer pairs', () => {
    const [faq] = pageTemplateSections('coach-exact', 'faq');
    const types = faq?.elements.map((e) => e.type) ?? [];
    expect(types.filter((t) => t === 'heading').length).toBeGreaterThan(3);
    expect(types.slice(1)).toEqual(types.slice(1).map((_, i) => (i % 2 ? 'paragraph' : 'heading')));
  });

  it('the checklist lists every word a page template brings as sample', () => {
    for (const template of TEMPLATES) {
      for (const page of STARTED) {
        for (const section of pageTemplateSections(template.id, page)) {
          for (const element of section.elements) {
            const hasWords = Object.values(element.content).some((v) => typeof v === 'string');
            if (!hasWords) continue;
            const where = `${template.id} ${page} ${element.type}`;
            expect(sampleFields(element).length, where).toBeGreaterThan(0);
          }
        }
      }
    }
    expect(FAQ_WORDS.every((e) => sampleFields(e).length > 0)).toBe(true);
  });
});
