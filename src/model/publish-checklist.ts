import { plainText } from './rich-text-plain';
import { coachNameOf, DEFAULT_COACH_NAME, fillName } from './coach-name';
import { bookingFrameUrl, DEFAULT_BOOKING_URL } from './booking-frame';
import { isBlankElement, isFilled } from './element-fill';
import { ELEMENT_TYPES } from './element-types';
import { fileImagesOf, type ImageSetting } from './files/file-images';
import type { FieldDef } from './fields';
import { templateFor } from './templates/catalogue';
import { sortByPosition } from './position';
import { sampleFields, unreviewedFields } from './sample-text';
import type { Element, Section, Website } from './website';

/** Where a checklist item takes the coach: a Design tab field, or an element on the canvas. */
export type ChecklistTarget =
  | { kind: 'setting'; setting: 'coachName' | 'bookingCalendar' | ImageSetting }
  /** `field`: the content field to fix, when the item is about one. */
  | { kind: 'element'; id: number; field?: string };

export type ChecklistKind =
  'name' | 'calendar' | 'link' | 'sample' | 'written' | 'testimonial' | 'alt' | 'missing-image';

/** Where an item is: the Design tab's settings, or one section of the page (its name). */
export type ChecklistGroup = { key: string; heading: string };

/** What the checklist knows beyond the website. */
export type ChecklistFacts = {
  /**
   * The coach's files (address segments, '12-9f86...') the website's pictures name that are not
   * (or no longer) among them, once the server has said; unknown until then (no item is listed).
   */
  missingFiles?: ReadonlySet<string> | null;
};

export type ChecklistItem = {
  /** Stable while the item stands: the kind and what it is about. */
  key: string;
  kind: ChecklistKind;
  /** One short line: what is still sample or missing. */
  title: string;
  /** Where it is and what to do about it. */
  detail: string;
  target: ChecklistTarget;
  group: ChecklistGroup;
  /** A field still holding a template's words: "Keep it" keeps them (see kept-sample.ts). */
  keep?: { elementId: number; field: string };
};

const SETTINGS_GROUP: ChecklistGroup = { key: 'settings', heading: 'Design' };

/** Section types that hold the booking calendar in the templates that do not always end with it. */
const CALENDAR_SECTIONS: ReadonlySet<string> = new Set(['calendar', 'booking']);

/** Reserved example domains (RFC 2606): a link to one was written as an example, not for visitors. */
const EXAMPLE_DOMAIN = /(^|\.)example\.(com|org|net)$/i;

const normal = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();

function fieldsOf(element: Element): readonly FieldDef[] {
  return Object.hasOwn(ELEMENT_TYPES, element.type) ? ELEMENT_TYPES[element.type].fields : [];
}

/** A type with a quote and the name of who said it is a testimonial, whatever it is called. */
function isTestimonialType(fields: readonly FieldDef[]): boolean {
  return fields.some((f) => f.name === 'text') && fields.some((f) => f.name === 'author');
}

/** Whether a link is only an example: '#' (goes nowhere) or an address at an example domain. */
export function isExampleLink(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '#') return true;
  const mail = /^mailto:[^@?]*@([^?]+)/i.exec(trimmed);
  if (mail) return EXAMPLE_DOMAIN.test(mail[1] as string);
  if (!/^(https?:)?\/\//i.test(trimmed)) return false;
  try {
    return EXAMPLE_DOMAIN.test(new URL(trimmed, 'https://relative.invalid').hostname);
  } catch {
    return false;
  }
}

/** A short quotation of some words, to tell one item from another. */
function shorten(words: string): string {
  const plain = plainText(words);
  return plain.length > 40 ? `${plain.slice(0, 40)}…` : plain;
}

/** A short quotation of the words an element shows, to tell one from another. */
function snippet(element: Element, names: readonly string[]): string {
  const value = names.map((n) => element.content[n]).find(isFilled);
  return value ? shorten(value) : '';
}

function groupOf(section: Section): ChecklistGroup {
  return { key: `section:${section.id}`, heading: section.name.trim() || section.type };
}

function place(section: Section, element: Element): string {
  const label = Object.hasOwn(ELEMENT_TYPES, element.type)
    ? ELEMENT_TYPES[element.type].label
    : element.type;
  return `${section.name} · ${label}`;
}

const LINK_LABELS = ['buttonText', 'text', 'label', 'title'];

function linkItems(
  section: Section,
  element: Element,
  fields: readonly FieldDef[],
): ChecklistItem[] {
  const buttonText = fields.find((f) => f.name === 'buttonText');
  // A card whose button has no words draws no button, so its link is never seen.
  if (buttonText && !isFilled(element.content.buttonText)) return [];
  return fields
    .filter((f) => f.kind === 'url')
    .filter((f) => {
      const value = element.content[f.name];
      return isExampleLink(isFilled(value) ? value : f.placeholder);
    })
    .map((f) => {
      const words = snippet(element, LINK_LABELS);
      return {
        key: `link:${element.id}:${f.name}`,
        kind: 'link',
        title: words ? `“${words}” has an example link` : 'A button has an example link',
        detail: `${place(section, element)}. Add the address it should open.`,
        target: { kind: 'element', id: element.id },
        group: groupOf(section),
      };
    });
}

function sampleItems(section: Section, element: Element, coachName: string): ChecklistItem[] {
  const fields = fieldsOf(element);
  const testimonial = isTestimonialType(fields);
  const label = Object.hasOwn(ELEMENT_TYPES, element.type)
    ? ELEMENT_TYPES[element.type].label
    : element.type;
  const nameOf = (field: FieldDef) => {
    // 'Plain text (used when Heading is empty)' is, to a visitor, the heading.
    const name = /\(used when (.+) is empty\)/.exec(field.label)?.[1] ?? field.label;
    return { name, where: name === label ? label : `${label} · ${name}` };
  };
  const written = unreviewedFields(element).map((field): ChecklistItem => {
    const { where } = nameOf(field);
    return {
      key: `written:${element.id}:${field.name}`,
      kind: 'written',
      title: `Written for you, not read yet: “${shorten(String(element.content[field.name]))}”`,
      detail: `${where}. Read it and make it yours, or keep it as it is.`,
      target: { kind: 'element', id: element.id, field: field.name },
      group: groupOf(section),
      keep: { elementId: element.id, field: field.name },
    };
  });
  return sampleFields(element)
    .map((field): ChecklistItem => {
      const { name, where } = nameOf(field);
      const words = shorten(fillName(String(element.content[field.name]), coachName));
      return {
        key: `sample:${element.id}:${field.name}`,
        kind: testimonial ? 'testimonial' : 'sample',
        title: `Sample ${name.toLowerCase()}: “${words}”`,
        detail: testimonial
          ? `${where}. Use words from a real client, or delete it.`
          : `${where}. Write your own, or keep it if it is true for you.`,
        target: { kind: 'element', id: element.id, field: field.name },
        group: groupOf(section),
        keep: { elementId: element.id, field: field.name },
      };
    })
    .concat(written);
}

function altItem(
  section: Section,
  element: Element,
  fields: readonly FieldDef[],
): ChecklistItem | null {
  const picture = fields.some((f) => f.kind === 'image' && isFilled(element.content[f.name]));
  const alt = fields.find((f) => f.name === 'alt');
  if (!picture || !alt || isFilled(element.content.alt)) return null;
  return {
    key: `alt:${element.id}`,
    kind: 'alt',
    title: 'An image has no description',
    detail: `${place(section, element)}. Describe it in a few words for visitors who cannot see it.`,
    target: { kind: 'element', id: element.id },
    group: groupOf(section),
  };
}

const MISSING_SETTING: Record<ImageSetting, { title: string; detail: string }> = {
  logo: {
    title: 'Your logo no longer exists',
    detail:
      'Design tab. Its file was deleted from your files: the page shows no logo until you choose another.',
  },
  icon: {
    title: 'The browser tab icon no longer exists',
    detail:
      'Design tab. Its file was deleted from your files: a simple icon in your colours is used until you choose another.',
  },
  shareImage: {
    title: 'The link preview image no longer exists',
    detail:
      'Design tab. Its file was deleted from your files: links to your page show no picture until you choose another.',
  },
};

/** A setting's picture whose file was deleted (a version restored from before still names it). */
function missingSettingImage(setting: ImageSetting): ChecklistItem {
  return {
    key: `missing-image:${setting}`,
    kind: 'missing-image',
    ...MISSING_SETTING[setting],
    target: { kind: 'setting', setting },
    group: SETTINGS_GROUP,
  };
}

/** An element's picture whose file was deleted. */
function missingElementImage(section: Section, element: Element, field: string): ChecklistItem {
  return {
    key: `missing-image:${element.id}:${field}`,
    kind: 'missing-image',
    title: 'An image no longer exists',
    detail: `${place(section, element)}. Its file was deleted from your files: visitors see a drawing in its place until you choose another image.`,
    target: { kind: 'element', id: element.id },
    group: groupOf(section),
  };
}

function showsCalendar(website: Website): boolean {
  return (
    templateFor(website.template).family === 'offer' ||
    website.sections.some((s) => CALENDAR_SECTIONS.has(s.type))
  );
}

/**
 * What is still sample or missing on a website before it goes live, in page order: the placeholder
 * name, the demo booking calendar, pictures whose file was deleted (when `facts` says which),
 * every field still holding a template's starter words (grouped by section; "Keep it" keeps them),
 * example links and images without a description. Pure, so the builder and
 * the server can both ask.
 */
export function publishChecklist(website: Website, facts: ChecklistFacts = {}): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const { missingFiles } = facts;
  const missingImages = missingFiles
    ? fileImagesOf(website).filter((image) => missingFiles.has(image.segment))
    : [];
  const name = website.settings.coachName?.trim() ?? '';
  const coachName = coachNameOf(website.settings);
  if (name === '' || normal(name) === normal(DEFAULT_COACH_NAME)) {
    items.push({
      key: 'name',
      kind: 'name',
      title: `Your name still reads “${DEFAULT_COACH_NAME}”`,
      detail: 'Design tab. Add your name so the page introduces you.',
      target: { kind: 'setting', setting: 'coachName' },
      group: SETTINGS_GROUP,
    });
  }
  if (showsCalendar(website) && bookingFrameUrl(website.settings) === DEFAULT_BOOKING_URL) {
    items.push({
      key: 'calendar',
      kind: 'calendar',
      title: 'The booking calendar is a demo',
      detail: 'Design tab. Add your own booking link so visitors book time with you.',
      target: { kind: 'setting', setting: 'bookingCalendar' },
      group: SETTINGS_GROUP,
    });
  }
  for (const image of missingImages) {
    if (image.kind === 'setting') items.push(missingSettingImage(image.setting));
  }
  for (const section of sortByPosition(website.sections)) {
    for (const element of sortByPosition(section.elements)) {
      // What visitors never see cannot be sample on the page.
      if (isBlankElement(element)) continue;
      const fields = fieldsOf(element);
      for (const image of missingImages) {
        if (image.kind === 'element' && image.element.id === element.id) {
          items.push(missingElementImage(section, element, image.field));
        }
      }
      items.push(...sampleItems(section, element, coachName));
      items.push(...linkItems(section, element, fields));
      const alt = altItem(section, element, fields);
      if (alt) items.push(alt);
    }
  }
  return items;
}
