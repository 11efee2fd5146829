import { z } from 'zod';
import { ELEMENT_TYPES, type ElementType } from './element-types';
import { TEXT_LIMITS, type FieldDef } from './fields';
import { KEPT_SAMPLE, keptSampleSchema, UNREVIEWED } from './kept-sample';
import { checkoutLinkValue, linkValue } from './links';
import { text, urlValue } from './text';

export type ContentValue = string | boolean;
/** An element's content: only the fields its type declares, each optional (empty shows the placeholder). */
export type ElementContent = Record<string, ContentValue | undefined>;

/**
 * How content is checked: 'new' for what is written now (typed, sent, a starter page); 'kept' for
 * content copied as it was stored (a duplicated website, a restored version), whose links may
 * predate today's link check: they are kept as long as they are safe, never made up or dropped.
 */
export type ContentCheck = 'new' | 'kept';

function fieldSchema(def: FieldDef, check: ContentCheck = 'new'): z.ZodType<ContentValue> {
  switch (def.kind) {
    case 'boolean':
      return z.boolean();
    case 'url':
      if (check === 'kept') return urlValue;
      return def.linkRule === 'checkout' ? checkoutLinkValue : linkValue;
    case 'image':
      return urlValue;
    case 'choice': {
      const values = (def.options ?? []).map((o) => o.value);
      return z.string().refine((v) => v === '' || values.includes(v), {
        message: `must be one of: ${values.join(', ')}`,
      });
    }
    case 'text':
    case 'longtext':
    case 'richtext':
      return text(TEXT_LIMITS[def.kind]);
  }
}

function buildContentSchema(type: ElementType, check: ContentCheck) {
  const shape: Record<string, z.ZodOptional<z.ZodType<ContentValue>>> = {};
  const fields = ELEMENT_TYPES[type].fields;
  for (const def of fields) shape[def.name] = fieldSchema(def, check).optional();
  // Which of its template's words the coach kept (the pre-publish checklist's "Keep it").
  shape[KEPT_SAMPLE] = keptSampleSchema(fields, check === 'kept').optional();
  // Which fields the page writer filled that the coach has not read since.
  shape[UNREVIEWED] = keptSampleSchema(fields, check === 'kept').optional();
  return z.strictObject(shape);
}

const contentSchemas = new Map<string, z.ZodType<ElementContent>>();

/** The content schema of one element type: its declared fields only, unknown fields refused. */
export function contentSchemaFor(
  type: ElementType,
  check: ContentCheck = 'new',
): z.ZodType<ElementContent> {
  const key = `${check}:${type}`;
  let schema = contentSchemas.get(key);
  if (!schema) {
    schema = buildContentSchema(type, check);
    contentSchemas.set(key, schema);
  }
  return schema;
}

/** The fields of a type a visitor follows as links (kind 'url'), each checked by linkProblem. */
export function linkFields(type: ElementType): readonly FieldDef[] {
  return ELEMENT_TYPES[type].fields.filter((f) => f.kind === 'url');
}

export function richTextFields(type: ElementType): string[] {
  return ELEMENT_TYPES[type].fields.filter((f) => f.kind === 'richtext').map((f) => f.name);
}

/** Why one field's value would be refused (the message the server gives), or null when it is fine. */
export function fieldProblem(def: FieldDef, value: ContentValue | undefined): string | null {
  if (value === undefined) return null;
  const result = fieldSchema(def).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'is not valid');
}
