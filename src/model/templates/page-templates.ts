import type { ElementType } from '../element-types';
import { SHARED_SECTION_TYPES } from '../page-view';
import type { PageTemplate } from '../pages';
import { templateFor } from './catalogue';
import { ABOUT_WORDS, FAQ_WORDS, TESTIMONIAL_WORDS } from './starter/page-words';
import type { SectionPurpose, StarterElement, StarterSection, TemplateDef } from './types';

/** The title a new page from each page template starts with. */
export const PAGE_TEMPLATE_TITLES: Readonly<Record<PageTemplate, string>> = {
  about: 'About',
  services: 'Work with me',
  contact: 'Contact',
  testimonials: 'Testimonials',
  faq: 'FAQ',
  blank: 'New page',
};

/*
 * A page template is chosen by what sections are for (their purpose), not by their type, so every
 * website template gets sensible pages from its own sections: its starter sections of that purpose
 * where it has them (their words are already known to the checklist as sample), else a section of
 * a type it accepts holding the page templates' own starter words (starter/page-words.ts). The
 * header and footer are never on a page but the home page: the home page's are drawn on all.
 */

/** The template's starter sections that may go on any page, in the order the template has them. */
function pageSections(template: TemplateDef): StarterSection[] {
  return template.starter.filter((s) => !SHARED_SECTION_TYPES.has(s.type));
}

function purposeOf(template: TemplateDef, type: string): SectionPurpose | undefined {
  return Object.hasOwn(template.sectionTypes, type)
    ? template.sectionTypes[type]?.purpose
    : undefined;
}

function ofPurpose(template: TemplateDef, purpose: SectionPurpose): StarterSection[] {
  return pageSections(template).filter((s) => purposeOf(template, s.type) === purpose);
}

const copy = (s: StarterSection): StarterSection => ({ ...s, elements: [...s.elements] });

/**
 * A section of the first type (by the purposes' preference) that accepts every element given,
 * holding them; none when the template has no such type.
 */
function written(
  template: TemplateDef,
  name: string,
  elements: readonly StarterElement[],
  purposes: readonly SectionPurpose[],
): StarterSection[] {
  const needs = new Set<ElementType>(elements.map((e) => e.type));
  const types = Object.entries(template.sectionTypes).filter(
    ([type, def]) =>
      !SHARED_SECTION_TYPES.has(type) && [...needs].every((t) => def.elements.includes(t)),
  );
  for (const purpose of purposes) {
    const found = types.find(([, def]) => def.purpose === purpose);
    if (found) return [{ type: found[0], name, elements: [...elements] }];
  }
  return [];
}

/** The template's first starter lead form, with the type of the section it is in. */
function starterLeadForm(template: TemplateDef) {
  for (const section of pageSections(template)) {
    const form = section.elements.find((e) => e.type === 'lead-form');
    if (form) return { form, type: section.type };
  }
  return undefined;
}

/** The step a visitor takes, with the template's lead form when it has one. */
function contactSections(template: TemplateDef): StarterSection[] {
  const actions = ofPurpose(template, 'action');
  const withForm = actions.find((s) => s.elements.some((e) => e.type === 'lead-form'));
  if (withForm) return [copy(withForm)];
  const lead = starterLeadForm(template);
  // The book-a-call page's form sits in its offers section: it comes on its own, before booking.
  const form: StarterSection[] = lead
    ? [{ type: lead.type, name: 'Contact form', elements: [lead.form] }]
    : [];
  return [...form, ...actions.slice(0, 1).map(copy)];
}

const anyPurpose: readonly SectionPurpose[] = [
  'other',
  'about',
  'action',
  'offer',
  'hero',
  'proof',
];

/**
 * The starter sections a new page from `page` holds on a website of template `templateId`:
 * every type is one the website's template accepts, and none is a header or footer.
 */
export function pageTemplateSections(templateId: string, page: PageTemplate): StarterSection[] {
  const template = templateFor(templateId);
  switch (page) {
    case 'about': {
      const about = ofPurpose(template, 'about').map(copy);
      return about.length
        ? about
        : written(template, 'About', ABOUT_WORDS, ['about', 'other', 'hero', 'action', 'offer']);
    }
    case 'services':
      return [...ofPurpose(template, 'offer'), ...ofPurpose(template, 'action').slice(0, 1)].map(
        copy,
      );
    case 'contact':
      return contactSections(template);
    case 'testimonials': {
      const proof = ofPurpose(template, 'proof').map(copy);
      return proof.length
        ? proof
        : written(template, 'Testimonials', TESTIMONIAL_WORDS, ['proof', ...anyPurpose]);
    }
    case 'faq':
      return written(template, 'FAQ', FAQ_WORDS, anyPurpose);
    case 'blank':
      return [];
  }
}
