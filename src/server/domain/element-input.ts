import {
  contentSchemaFor,
  richTextFields,
  type ContentCheck,
  type ElementContent,
} from '../../model/element-content';
import { TEXT_LIMITS } from '../../model/fields';
import { isElementType, type ElementType } from '../../model/element-types';
import { acceptedElements } from '../../model/templates/catalogue';
import { AppError } from '../errors';
import { parseInput } from '../validation';
import { sanitizeRichText } from '../../render/sanitize';

/** The element type, if the section's template accepts it in this section type. */
export function acceptedElementType(
  template: string,
  sectionType: string,
  type: string,
): ElementType {
  const accepted = acceptedElements(template, sectionType);
  if (!isElementType(type) || !accepted.includes(type)) {
    const list = accepted.join(', ') || 'none';
    throw new AppError('bad_request', `This section does not take "${type}" elements`, {
      type: `must be one of: ${list}`,
    });
  }
  return type;
}

/**
 * Validates content against the type's declared fields and sanitises its rich text; `check` 'kept'
 * for content copied as stored (see ContentCheck).
 */
export function cleanContent(
  type: ElementType,
  content: unknown,
  field = 'content',
  check: ContentCheck = 'new',
): ElementContent {
  const parsed = parseInput(contentSchemaFor(type, check), content, field);
  for (const name of richTextFields(type)) {
    const value = parsed[name];
    if (typeof value !== 'string') continue;
    const clean = sanitizeRichText(value);
    // The limit holds for what is stored: escaping (& -> &amp;) can lengthen text past it, and a
    // stored value over the limit could no longer be edited, duplicated or restored.
    if (clean.length > TEXT_LIMITS.richtext) {
      const reason = `is too long once formatted: at most ${TEXT_LIMITS.richtext} characters are kept (this is ${clean.length})`;
      throw new AppError('bad_request', `${field}.${name} ${reason}`, {
        [`${field}.${name}`]: reason,
      });
    }
    parsed[name] = clean;
  }
  return parsed;
}
