import { coachNameOf } from '../../../../model/coach-name';
import type { Section, Website } from '../../../../model/website';
import { elementLabel } from './element-label';

/** A section's part of structureKey, kept per section object (an edit replaces only its own). */
const sectionKeys = new WeakMap<Section, string>();

function sectionKey(section: Section): string {
  let key = sectionKeys.get(section);
  if (key === undefined) {
    key = JSON.stringify([
      section.id,
      section.name,
      section.type,
      section.elements.map((e) => [e.id, elementLabel(e)]),
    ]);
    sectionKeys.set(section, key);
  }
  return key;
}

/**
 * Everything the panel shows of a website: its template, the coach's name (element labels read
 * {name} as it), and each section's id, name, type and elements (id and label). Typing past the
 * first words of a text leaves it unchanged.
 */
export function structureKey(website: Website): string {
  const name = coachNameOf(website.settings);
  return `${website.template}\n${name}\n${website.sections.map(sectionKey).join('\n')}`;
}
