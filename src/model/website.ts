import { z } from 'zod';
import type { ElementContent } from './element-content';
import type { ElementType } from './element-types';
import type { Page } from './pages';
import { idSchema, orderSchema, versionSchema } from './ids';
import { readOnlyKeys } from './read-only';
import { websiteSettingsSchema, type WebsiteSettings } from './settings';
import { elementStylesSchema, type ElementStyles } from './styles';
import { slugSchema } from './slug';
import { text } from './text';

export { NAME_MAX } from './limits';
import { NAME_MAX, REORDER_MAX } from './limits';

export type Element = {
  id: number;
  sectionId: number;
  type: ElementType;
  order: number;
  content: ElementContent;
  styles: ElementStyles;
  version: number;
};

/** An element known to be of one type (or of one of several). */
export type ElementOf<T extends ElementType> = Element & { type: T };

/** Narrows an element to its type (Element is not a union, so a switch on `type` does not). */
export function isElementOf<T extends ElementType>(
  element: Element,
  type: T,
): element is ElementOf<T> {
  return element.type === type;
}

export type Section = {
  id: number;
  websiteId: number;
  /** The page it is on (issue 38). */
  pageId: number;
  name: string;
  type: string;
  order: number;
  title: string | null;
  version: number;
  elements: Element[];
};

export type WebsiteSummary = {
  id: number;
  userId: number;
  name: string;
  domain: string | null;
  template: string;
  isPublished: boolean;
  settings: WebsiteSettings;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** The live page's address segment (/s/{slug}); null until first published. */
  slug: string | null;
  publishedAt: string | null;
  /** True when the draft has changed since it was last published. */
  hasUnpublishedChanges: boolean;
};

/**
 * A website with its content: every page (navigation order) and every page's sections. A page is
 * drawn from its own sections and the home page's header and footer (model/site/page-view.ts).
 */
export type Website = WebsiteSummary & { sections: Section[]; pages: Page[] };

const websiteName = text(NAME_MAX)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'is required');

const domain = text(253)
  .regex(/^([a-z0-9-]+\.)*[a-z0-9-]*$/i, 'must be a domain name such as coach.example.com')
  .nullable();

/** POST /api/websites: the spec's create payload (and its duplicate payload, with settings). */
export const createWebsiteSchema = z.strictObject({
  name: websiteName,
  template: text(60).min(1, 'is required'),
  userId: idSchema.optional(),
  settings: websiteSettingsSchema.optional(),
});

/** PATCH /api/websites/{id} */
export const updateWebsiteSchema = z.strictObject({
  name: websiteName.optional(),
  domain: domain.optional(),
  template: text(60).min(1).optional(),
  settings: websiteSettingsSchema.optional(),
  // null is what GET answers before the first publish (issue 23: the answer round-trips): it
  // changes nothing, as if not sent; an address is never taken away by a PATCH.
  slug: slugSchema
    .nullable()
    .transform((slug) => slug ?? undefined)
    .optional(),
  version: versionSchema.optional(),
});

/** What GET /api/websites/{id} answers that PATCH /api/websites/{id} ignores (issue 23). */
export const WEBSITE_READ_ONLY = readOnlyKeys<Website, z.input<typeof updateWebsiteSchema>>({
  id: true,
  userId: true,
  isPublished: true,
  createdAt: true,
  updatedAt: true,
  publishedAt: true,
  hasUnpublishedChanges: true,
  sections: true,
  pages: true,
});

/** PATCH /api/sections/{id} */
export const updateSectionSchema = z.strictObject({
  name: text(NAME_MAX).optional(),
  title: text(500).nullable().optional(),
  order: orderSchema.optional(),
  version: versionSchema.optional(),
});

/** What a section answers (in its website) that PATCH /api/sections/{id} ignores (issue 23). */
export const SECTION_READ_ONLY = readOnlyKeys<Section, z.input<typeof updateSectionSchema>>({
  id: true,
  websiteId: true,
  pageId: true,
  type: true,
  elements: true,
});

const elementDraftSchema = z.strictObject({
  type: text(60).min(1, 'is required'),
  content: z.record(z.string(), z.unknown()).optional(),
  styles: elementStylesSchema.optional(),
});

/**
 * POST /api/websites/{id}/sections. Without `elements` the section is seeded with the template's starter
 * elements for its type; with them (the builder re-creating a section on undo), exactly those.
 */
export const addSectionSchema = z.strictObject({
  type: text(60).min(1, 'is required'),
  /** The page it goes on (issue 38); the home page when not said. */
  pageId: idSchema.optional(),
  name: text(NAME_MAX).optional(),
  title: text(500).nullable().optional(),
  order: orderSchema.optional(),
  // Quotas never let a section hold more than REORDER_MAX elements; the server checks its own quota.
  elements: z.array(elementDraftSchema).max(REORDER_MAX).optional(),
});

/** POST /api/sections/{sectionId}/elements; content is checked against the type's registry entry. */
export const addElementSchema = z.strictObject({
  type: text(60).min(1, 'is required'),
  order: orderSchema.optional(),
  content: z.record(z.string(), z.unknown()).optional(),
  styles: elementStylesSchema.optional(),
  sectionId: idSchema.optional(),
});

/**
 * PATCH /api/elements/{id}: `content` is a merge patch (given fields replace the stored ones, `null`
 * clears a field); styles replace the stored styles.
 */
export const updateElementSchema = z.strictObject({
  order: orderSchema.optional(),
  content: z.record(z.string(), z.unknown()).optional(),
  styles: elementStylesSchema.optional(),
  version: versionSchema.optional(),
});

/** What an element answers (in its website) that PATCH /api/elements/{id} ignores (issue 23). */
export const ELEMENT_READ_ONLY = readOnlyKeys<Element, z.input<typeof updateElementSchema>>({
  id: true,
  sectionId: true,
  type: true,
});

/** Every child in its new order: quotas are capped at REORDER_MAX, so every allowed size fits. */
const idList = (name: string) =>
  z
    .array(idSchema)
    .min(1, `must list at least one ${name}`)
    .max(REORDER_MAX)
    .refine((ids) => new Set(ids).size === ids.length, `must not repeat a ${name}`);

export const reorderSectionsSchema = z.strictObject({ sectionIds: idList('section') });
export const reorderElementsSchema = z.strictObject({ elementIds: idList('element') });

export type CreateWebsiteInput = z.infer<typeof createWebsiteSchema>;
export type UpdateWebsiteInput = z.infer<typeof updateWebsiteSchema>;
export type UpdateSectionInput = z.infer<typeof updateSectionSchema>;
export type AddSectionInput = z.infer<typeof addSectionSchema>;
export type AddElementInput = z.infer<typeof addElementSchema>;
export type UpdateElementInput = z.infer<typeof updateElementSchema>;
