import { z } from 'zod';
import type { FieldDef, FieldKind } from './fields';

/**
 * The content key that lists the fields whose template words the coach chose to keep ("Keep it" in
 * the pre-publish checklist): field names separated by commas ('title,price'). It lives in the
 * element's content, so it is saved, synced, undone and copied with the element like any field.
 */
export const KEPT_SAMPLE = 'keptSample';

/** The field kinds that hold words a visitor reads: the ones that can still be sample. */
export const WORD_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'longtext', 'richtext']);

/**
 * The content key that lists the fields the page writer filled that the coach has not read since
 * (issue 24): set when she applies written copy, cleared field by field when she edits one or keeps
 * it. Listed in the pre-publish checklist like a template's words.
 */
export const UNREVIEWED = 'unreviewed';

const KEPT_MAX = 1000;

function namesOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The fields of an element's content the coach kept as they are. */
export function keptFieldsOf(content: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  return new Set(namesOf(content[KEPT_SAMPLE]));
}

/** The fields of an element's content the writer filled and the coach has not read since. */
export function unreviewedFieldsOf(
  content: Readonly<Record<string, unknown>>,
): ReadonlySet<string> {
  return new Set(namesOf(content[UNREVIEWED]));
}

/**
 * KEPT_SAMPLE and UNREVIEWED once the writer has filled `fields`: they are unread, and no longer
 * kept (what she kept was other words).
 */
export function afterWriting(
  content: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): { kept: string; unreviewed: string } {
  const written = new Set(fields);
  return {
    kept: namesOf(content[KEPT_SAMPLE])
      .filter((n) => !written.has(n))
      .join(','),
    unreviewed: [...new Set([...namesOf(content[UNREVIEWED]), ...fields])].join(','),
  };
}

/** UNREVIEWED once the coach has edited `field` herself; null when it did not list it. */
export function afterEditing(
  content: Readonly<Record<string, unknown>>,
  field: string,
): string | null {
  const names = namesOf(content[UNREVIEWED]);
  if (!names.includes(field)) return null;
  return names.filter((n) => n !== field).join(',');
}

/** The value of KEPT_SAMPLE once `field` is kept too. */
export function keptWith(content: Readonly<Record<string, unknown>>, field: string): string {
  const names = new Set(namesOf(content[KEPT_SAMPLE]));
  names.add(field);
  return [...names].join(',');
}

/**
 * The KEPT_SAMPLE value an element type takes: names of its word fields, each once. Content copied
 * as stored (`lenient`: a duplicated website, a restored version) drops names its type no longer
 * has rather than being refused.
 */
export function keptSampleSchema(fields: readonly FieldDef[], lenient = false): z.ZodType<string> {
  const words = fields.filter((f) => WORD_KINDS.has(f.kind)).map((f) => f.name);
  const known = new Set(words);
  const base = z.string().max(KEPT_MAX, `must be at most ${KEPT_MAX} characters`);
  if (lenient) {
    return base.transform((value) =>
      [...new Set(namesOf(value).filter((n) => known.has(n)))].join(','),
    );
  }
  return base.superRefine((value, ctx) => {
    const names = namesOf(value);
    const unknown = names.find((name) => !known.has(name));
    if (unknown !== undefined) {
      const list = words.length > 0 ? `one of: ${words.join(', ')}` : 'this element has none';
      ctx.addIssue({
        code: 'custom',
        message: `must name the element's text fields ("${unknown.slice(0, 60)}" is not one; ${list})`,
      });
    } else if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', message: 'must not name a field twice' });
    }
  });
}
