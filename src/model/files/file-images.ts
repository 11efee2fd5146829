import { z } from 'zod';
import { ELEMENT_TYPES } from '../element-types';
import { sortByPosition } from '../position';
import type { WebsiteSettings } from '../settings';
import type { Element, Website } from '../website';
import { FILE_SEGMENT, parseFileSegment } from './image-url';

/**
 * The pictures a website shows from the coach's own files (decision 017), and what becomes of one
 * whose file was deleted: a version restored from before the delete still names it. The pre-publish
 * checklist lists it, and the page is drawn without it (the published page, a shared draft, the
 * preview): a deleted file's address would only be a broken image.
 */

/** The settings that are a picture's address: the header's logo, the tab icon, the link preview's. */
export type ImageSetting = 'logo' | 'icon' | 'shareImage';

/** Where a website shows a picture from the coach's files, and which file (its address segment). */
export type FileImage =
  | { kind: 'element'; element: Element; field: string; segment: string }
  | { kind: 'setting'; setting: ImageSetting; segment: string };

const OWN_FILE = new RegExp(`^/files/(${FILE_SEGMENT})/`);

/** The file an address of the coach's own files names ('12-9f86...'), or null for any other. */
export function ownFileSegment(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const segment = OWN_FILE.exec(url.trim())?.[1];
  return segment !== undefined && parseFileSegment(segment) ? segment : null;
}

const SETTINGS: readonly [ImageSetting, (settings: WebsiteSettings) => string | undefined][] = [
  ['logo', (s) => s.brand?.logoUrl],
  ['icon', (s) => s.iconUrl],
  ['shareImage', (s) => s.seo?.imageUrl],
];

function imageFields(element: Element): string[] {
  if (!Object.hasOwn(ELEMENT_TYPES, element.type)) return [];
  return ELEMENT_TYPES[element.type].fields.filter((f) => f.kind === 'image').map((f) => f.name);
}

/** Every picture from the coach's files the website shows: settings first, then in page order. */
export function fileImagesOf(website: Website): FileImage[] {
  const found: FileImage[] = [];
  for (const [setting, read] of SETTINGS) {
    const segment = ownFileSegment(read(website.settings));
    if (segment) found.push({ kind: 'setting', setting, segment });
  }
  for (const section of sortByPosition(website.sections)) {
    for (const element of sortByPosition(section.elements)) {
      for (const field of imageFields(element)) {
        const segment = ownFileSegment(element.content[field]);
        if (segment) found.push({ kind: 'element', element, field, segment });
      }
    }
  }
  return found;
}

/** The files (address segments) a website's pictures come from, each once, in order. */
export function fileSegmentsIn(website: Website): string[] {
  return [...new Set(fileImagesOf(website).map((image) => image.segment))];
}

/**
 * The website as visitors get it when the files `missing` names are gone: an image element shows
 * its built-in drawing (as before a picture was chosen), the logo, icon and link preview image are
 * left out. The same object when nothing is missing.
 */
export function withoutMissingFiles(website: Website, missing: ReadonlySet<string>): Website {
  const gone = (value: unknown) => {
    const segment = ownFileSegment(value);
    return segment !== null && missing.has(segment);
  };
  const images = fileImagesOf(website).filter((image) => missing.has(image.segment));
  if (images.length === 0) return website;
  const { settings } = website;
  const shownSettings: WebsiteSettings = {
    ...settings,
    ...(settings.brand && gone(settings.brand.logoUrl)
      ? { brand: { ...settings.brand, logoUrl: '' } }
      : {}),
    ...(gone(settings.iconUrl) ? { iconUrl: '' } : {}),
    ...(settings.seo && gone(settings.seo.imageUrl)
      ? { seo: { ...settings.seo, imageUrl: '' } }
      : {}),
  };
  const withoutGone = (element: Element): Element => {
    const fields = imageFields(element).filter((field) => gone(element.content[field]));
    if (fields.length === 0) return element;
    const content = { ...element.content };
    for (const field of fields) content[field] = '';
    return { ...element, content };
  };
  return {
    ...website,
    settings: shownSettings,
    sections: website.sections.map((section) => ({
      ...section,
      elements: section.elements.map(withoutGone),
    })),
  };
}

/** GET /api/files/missing?segments=12-9f86...,13: which of these are not (or no longer) the coach's files. */
export const MISSING_FILES_MAX = 200;
export const missingFilesQuerySchema = z.strictObject({
  segments: z
    .string()
    .max(MISSING_FILES_MAX * 40)
    .transform((s) => (s === '' ? [] : s.split(',')))
    .pipe(
      z
        .array(z.string().regex(new RegExp(`^${FILE_SEGMENT}$`), 'must be file addresses'))
        .max(MISSING_FILES_MAX),
    ),
});
export type MissingFilesAnswer = { missing: string[] };
