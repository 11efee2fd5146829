import type { ElementType } from '../../../model/element-types';
import { starterWebsite } from '../../../model/templates/starter-website';
import type { Element, Section, Website } from '../../../model/website';

/** Test fixtures for the coach-exact template: the starter site for 'Maya Rivers' and ways to bend it. */
export function site(): Website {
  return starterWebsite('coach-exact', { settings: { coachName: 'Maya Rivers' } });
}

export function section(website: Website, type: string): Section {
  const found = website.sections.find((s) => s.type === type);
  if (!found) throw new Error(`no ${type} section`);
  return found;
}

export function first(website: Website, sectionType: string, type: ElementType): Element {
  const found = section(website, sectionType).elements.find((e) => e.type === type);
  if (!found) throw new Error(`no ${type} in ${sectionType}`);
  return found;
}

export function addElement(
  target: Section,
  type: string,
  content: Element['content'] = {},
): Element {
  const element: Element = {
    id: 900 + target.elements.length,
    sectionId: target.id,
    type: type as ElementType,
    order: 99,
    content,
    styles: {},
    version: 1,
  };
  target.elements.push(element);
  return element;
}

export { escaped } from '../../../../test/support/markup';

export const elementCount = (website: Website) =>
  website.sections.reduce((n, s) => n + s.elements.length, 0);
