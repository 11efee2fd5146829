import { z } from 'zod';
import { idSchema, versionSchema } from './ids';
import { readOnlyKeys } from './read-only';
import { shareImageValue } from './site-profile';
import { slugFormatSchema } from './slug';
import { text } from './text';

/** Pages a website may hold besides its home page, unless MAX_PAGES_PER_WEBSITE says otherwise. */
export const DEFAULT_MAX_PAGES_PER_WEBSITE = 20;

export const PAGE_TITLE_MAX = 80;

/** A page's own search and social settings; empty fields fall back to the website's. */
export const pageSeoSchema = z.strictObject({
  title: text(70).optional(),
  description: text(160).optional(),
  imageUrl: shareImageValue.optional(),
});

export type PageSeo = z.infer<typeof pageSeoSchema>;

/** One page of a website (issue 38). Its sections are the website's sections with its `pageId`. */
export type Page = {
  id: number;
  websiteId: number;
  title: string;
  /** /s/{address}/{slug}; the home page answers at /s/{address} (its slug is kept for when it is not). */
  slug: string;
  order: number;
  isHome: boolean;
  inNav: boolean;
  seo: PageSeo;
  formerSlugs: string[];
  version: number;
};

/**
 * Words a page or post address may not take under a website's address: they are the website's
 * own paths (/blog, /feed.xml, /sitemap.xml, /robots.txt) or read as the product's.
 */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([
  'blog',
  'feed.xml',
  'feed',
  'sitemap.xml',
  'sitemap',
  'robots.txt',
  'robots',
  's',
  'p',
  'api',
  'assets',
  'files',
  'tag',
  'page',
  'admin',
  'login',
  'internal',
  '_site',
]);

export const RESERVED_PAGE_SLUG_REASON =
  'is reserved for the website itself; choose another address';

/** A page's (or post's) address under its website's: the live address shape, not a reserved word. */
export const pageSlugSchema = slugFormatSchema.refine(
  (slug) => !RESERVED_PAGE_SLUGS.has(slug),
  RESERVED_PAGE_SLUG_REASON,
);

const pageTitle = text(PAGE_TITLE_MAX)
  .transform((s) => s.trim())
  .refine((s) => s.length > 0, 'is required');

/** The page templates made for coaches; each brings starter sections the checklist knows are sample. */
export const PAGE_TEMPLATES = [
  'about',
  'services',
  'contact',
  'testimonials',
  'faq',
  'blank',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** POST /api/websites/{id}/pages: a new page from a template, or a copy of one (`duplicateOf`). */
export const addPageSchema = z.strictObject({
  template: z.enum(PAGE_TEMPLATES).optional(),
  duplicateOf: idSchema.optional(),
  title: pageTitle.optional(),
  slug: pageSlugSchema.optional(),
});

/** PATCH /api/pages/{id} */
export const updatePageSchema = z.strictObject({
  title: pageTitle.optional(),
  slug: pageSlugSchema.optional(),
  inNav: z.boolean().optional(),
  seo: pageSeoSchema.optional(),
  /**
   * true makes it the home page (the one it replaces keeps its address as a page); false changes
   * nothing on another page (a page answered back as it was read), and is refused on the home page.
   */
  isHome: z.boolean().optional(),
  version: versionSchema.optional(),
});

/** PUT /api/websites/{id}/pages/order: every page id, in the navigation's new order. */
export const reorderPagesSchema = z.strictObject({
  pageIds: z
    .array(idSchema)
    .min(1)
    .max(DEFAULT_MAX_PAGES_PER_WEBSITE * 10),
});

/** What PATCH /api/pages/{id} ignores in a page sent back as GET answered it. */
export const PAGE_READ_ONLY = readOnlyKeys<Page, z.input<typeof updatePageSchema>>({
  id: true,
  websiteId: true,
  order: true,
  formerSlugs: true,
});

export type AddPageInput = z.infer<typeof addPageSchema>;
export type UpdatePageInput = z.infer<typeof updatePageSchema>;
