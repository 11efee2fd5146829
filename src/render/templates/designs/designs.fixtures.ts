import type { ElementType } from '../../../model/element-types';
import { TEMPLATES } from '../../../model/templates/catalogue';
import { BUILDER_ELEMENTS, DESIGN_SECTIONS } from '../../../model/templates/section-types';
import { starterWebsite } from '../../../model/templates/starter-website';
import type { Element, Section, Website } from '../../../model/website';

/** The five builder designs' catalogue ids. */
export const DESIGN_IDS = TEMPLATES.filter((t) => t.family === 'design').map((t) => t.id);

export { escaped } from '../../../../test/support/markup';

export function site(template: string): Website {
  return starterWebsite(template);
}

export function sectionOf(website: Website, type: string): Section {
  const found = website.sections.find((s) => s.type === type);
  if (!found) throw new Error(`no ${type} section`);
  return found;
}

let nextId = 10_000;

/** Adds an element (of any type name, known or not) at the end of a section. */
export function addElement(
  section: Section,
  type: string,
  content: Element['content'] = {},
  order = section.elements.length + 100,
): Element {
  const element: Element = {
    id: nextId++,
    sectionId: section.id,
    type: type as ElementType,
    order,
    content,
    styles: {},
    version: 1,
  };
  section.elements.push(element);
  return element;
}

export function addSection(website: Website, type: string, title: string | null = null): Section {
  const section: Section = {
    id: nextId++,
    websiteId: website.id,
    pageId: 0,
    name: type,
    type,
    order: website.sections.length + 100,
    title,
    version: 1,
    elements: [],
  };
  website.sections.push(section);
  return section;
}

export const BUILDER_TYPES = BUILDER_ELEMENTS;

/** A page with every design section type, each holding one element of every builder type. */
export function everyTypeEverywhere(template: string): Website {
  const website = { ...starterWebsite(template), sections: [] };
  for (const type of Object.keys(DESIGN_SECTIONS)) {
    const section = addSection(website, type);
    for (const elementType of BUILDER_TYPES) addElement(section, elementType);
  }
  return website;
}

export function elementCount(website: Website): number {
  return website.sections.reduce((n, s) => n + s.elements.length, 0);
}

export const count = (html: string, needle: string | RegExp): number =>
  typeof needle === 'string'
    ? html.split(needle).length - 1
    : [...html.matchAll(new RegExp(needle, 'g'))].length;
