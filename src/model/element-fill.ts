import { ELEMENT_TYPES } from './element-types';
import type { FieldKind } from './fields';
import type { Element, Website } from './website';

/** Field kinds whose value a visitor sees; links and switches only shape what is shown. */
const SHOWN_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'longtext', 'richtext', 'image']);

/** Whether a content value holds something: a string with more than white space. */
export function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * True when none of the element's shown fields holds anything (a button with no label). Published pages leave such an element out entirely; its placeholders are for
 * the builder.
 */
export function isBlankElement(element: Pick<Element, 'type' | 'content'>): boolean {
  const fields = Object.hasOwn(ELEMENT_TYPES, element.type)
    ? ELEMENT_TYPES[element.type].fields
    : [];
  // A form works with no words of its own (its labels and button have their own).
  if (element.type === 'lead-form') return false;
  // An image slot is never blank: until a photo is chosen it shows its built-in drawing.
  if (fields.some((f) => f.kind === 'image')) return false;
  const shown = fields.filter((f) => SHOWN_KINDS.has(f.kind));
  // A type with nothing to show (or outside the registry) is never blank: it is drawn as it is.
  if (shown.length === 0) return false;
  return !shown.some((f) => isFilled(element.content[f.name]));
}

/** The website as visitors get it: blank elements left out (the same object when there are none). */
export function withoutBlankElements(website: Website): Website {
  if (!website.sections.some((s) => s.elements.some(isBlankElement))) return website;
  return {
    ...website,
    sections: website.sections.map((s) =>
      s.elements.some(isBlankElement)
        ? { ...s, elements: s.elements.filter((e) => !isBlankElement(e)) }
        : s,
    ),
  };
}
