import { z } from 'zod';
import { ELEMENT_TYPES, type ElementType } from './element-types';
import { TEXT_LIMITS, type FieldDef } from './fields';
import { buttonLinkValue, text, urlValue } from './text';

export type ContentValue = string | boolean;
/** An element's content: only the fields its type declares, each optional (empty shows the placeholder). */
export type ElementContent = Record<string, ContentValue | undefined>;

function fieldSchema(def: FieldDef): z.ZodType<ContentValue> {
  switch (def.kind) {
    case 'boolean':
      return z.boolean();
    case 'url':
      return def.buttonLink ? buttonLinkValue : urlValue;
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

function buildContentSchema(type: ElementType) {
  const shape: Record<string, z.ZodOptional<z.ZodType<ContentValue>>> = {};
  for (const def of ELEMENT_TYPES[type].fields) shape[def.name] = fieldSchema(def).optional();
  return z.strictObject(shape);
}

const contentSchemas = new Map<ElementType, z.ZodType<ElementContent>>();

/** The content schema of one element type: its declared fields only, unknown fields refused. */
export function contentSchemaFor(type: ElementType): z.ZodType<ElementContent> {
  let schema = contentSchemas.get(type);
  if (!schema) {
    schema = buildContentSchema(type);
    contentSchemas.set(type, schema);
  }
  return schema;
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
