import { isFilled } from './element-fill';
import { ELEMENT_TYPES } from './element-types';
import type { FieldDef } from './fields';
import { keptFieldsOf, unreviewedFieldsOf, WORD_KINDS } from './kept-sample';
import { plainText } from './rich-text-plain';
import { TEMPLATES } from './templates/catalogue';
import { PAGE_TEMPLATE_WORDS } from './templates/starter/page-words';
import type { Element } from './website';

/** Words as compared with the starter pages: their plain text, spaces and case aside. */
function normal(value: string, field: FieldDef): string {
  const words = field.kind === 'richtext' ? plainText(value) : value;
  return words.replace(/\s+/g, ' ').trim().toLowerCase();
}

function wordFields(type: string): readonly FieldDef[] {
  if (!Object.hasOwn(ELEMENT_TYPES, type)) return [];
  return ELEMENT_TYPES[type as keyof typeof ELEMENT_TYPES].fields.filter((f) =>
    WORD_KINDS.has(f.kind),
  );
}

/** Fields a visitor never reads while another is filled (a heading's plain text under its HTML). */
const SHOWN_INSTEAD: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  heading: { text: 'html' },
};

function isShown(element: Pick<Element, 'type' | 'content'>, field: FieldDef): boolean {
  const instead = SHOWN_INSTEAD[element.type]?.[field.name];
  return instead === undefined || !isFilled(element.content[instead]);
}

let starter: ReadonlySet<string> | null = null;

/** Every word field's text on every template's starter page and page template, normalised. */
function starterTexts(): ReadonlySet<string> {
  if (starter) return starter;
  const found = new Set<string>();
  const starterElements = [
    ...TEMPLATES.flatMap((t) => t.starter.flatMap((s) => s.elements)),
    ...PAGE_TEMPLATE_WORDS,
  ];
  for (const element of starterElements) {
    for (const field of wordFields(element.type)) {
      const value = element.content[field.name];
      if (isFilled(value)) found.add(normal(value, field));
    }
  }
  starter = found;
  return found;
}

/** Whether a field's value is words from a template's starter page (any template's). */
export function isStarterText(value: unknown, field: FieldDef): boolean {
  return isFilled(value) && WORD_KINDS.has(field.kind) && starterTexts().has(normal(value, field));
}

/**
 * The element's word fields that still hold a template's starter words and that the coach has not
 * kept: what visitors would read as someone else's claims, prices, names or quotes.
 */
export function sampleFields(element: Pick<Element, 'type' | 'content'>): FieldDef[] {
  return listedFields(element, (field) => isStarterText(element.content[field.name], field));
}

/**
 * The fields of an element the page writer filled and the coach has neither edited nor kept since
 * (starter text aside: sampleFields lists those).
 */
export function unreviewedFields(element: Pick<Element, 'type' | 'content'>): FieldDef[] {
  const unread = unreviewedFieldsOf(element.content);
  if (unread.size === 0) return [];
  return listedFields(
    element,
    (field) =>
      unread.has(field.name) &&
      isFilled(element.content[field.name]) &&
      !isStarterText(element.content[field.name], field),
  );
}

/** The word fields a visitor reads that the coach has not kept and that meet `test`. */
function listedFields(
  element: Pick<Element, 'type' | 'content'>,
  test: (field: FieldDef) => boolean,
): FieldDef[] {
  const kept = keptFieldsOf(element.content);
  return wordFields(element.type).filter(
    (field) => !kept.has(field.name) && isShown(element, field) && test(field),
  );
}
