import { contentSchemaFor, richTextFields, type ElementContent } from '../../model/element-content';
import { isElementType, type ElementType } from '../../model/element-types';
import { templateFor } from '../../model/templates/catalogue';
import { AppError } from '../errors';
import { parseInput } from '../http/parse';
import { sanitizeRichText } from '../../render/sanitize';

/** The element type, if the section's template accepts it in this section type. */
export function acceptedElementType(
  template: string,
  sectionType: string,
  type: string,
): ElementType {
  const sectionDef = templateFor(template).sectionTypes[sectionType];
  const accepted = sectionDef?.elements ?? [];
  if (!isElementType(type) || !accepted.includes(type)) {
    const list = accepted.join(', ') || 'none';
    throw new AppError('bad_request', `This section does not take "${type}" elements`, {
      type: `must be one of: ${list}`,
    });
  }
  return type;
}

/** Validates content against the type's declared fields and sanitises its rich text. */
export function cleanContent(
  type: ElementType,
  content: unknown,
  field = 'content',
): ElementContent {
  const parsed = parseInput(contentSchemaFor(type), content, field);
  for (const name of richTextFields(type)) {
    const value = parsed[name];
    if (typeof value === 'string') parsed[name] = sanitizeRichText(value);
  }
  return parsed;
}
