import { contentSchemaFor, richTextFields } from '../../../../model/element-content';
import { ELEMENT_TYPES } from '../../../../model/element-types';
import { sanitizeRichText } from '../../../../render/sanitize';
import type { ElementContent } from '../../../../model/element-content';
import { websiteSettingsSchema, type WebsiteSettings } from '../../../../model/settings';
import { SOCIAL_NETWORKS } from '../../../../model/site-profile';
import type { ElementStyles } from '../../../../model/styles';
import { STARTER_HOME_PAGE_ID } from '../../../../model/templates/starter-website';
import type { Element, Section, Website } from '../../../../model/website';
import { contentPatch } from './content-patch';
import { sameStyles, stableJson } from './equality';

/** Settings fields by the names the Design tab gives them, for the save indicator's message. */
const SETTING_LABELS: Record<string, string> = {
  'bookingCalendar.url': 'Booking page',
  coachName: 'Your name',
  'seo.title': 'Page title',
  'seo.description': 'Page description',
  'seo.imageUrl': 'Link preview image',
  privacyUrl: 'Privacy policy address',
  ...Object.fromEntries(SOCIAL_NETWORKS.map((n) => [`social.${n.key}`, n.label])),
};

type Draft = { type: string; content: ElementContent; styles: ElementStyles };

/** One request that brings the server's copy closer to the builder's. */
export type SyncOp =
  | { kind: 'delete-section'; sectionId: number }
  | {
      kind: 'create-section';
      localId: number;
      localElementIds: number[];
      body: {
        type: string;
        name: string;
        title: string | null;
        elements: Draft[];
        /** The page it is on (issue 38); left out for STARTER_HOME_PAGE_ID: the home page. */
        pageId?: number;
      };
    }
  | {
      kind: 'update-section';
      sectionId: number;
      body: { name: string; title: string | null; version: number };
    }
  | { kind: 'delete-element'; elementId: number }
  | { kind: 'create-element'; localId: number; sectionId: number; body: Draft }
  | {
      kind: 'update-element';
      elementId: number;
      /** `content` is a merge patch: the changed fields, `null` for each one emptied. */
      body: {
        content: Record<string, ElementContent[string] | null>;
        styles: ElementStyles;
        version: number;
      };
    }
  | { kind: 'reorder-elements'; sectionId: number; elementIds: number[] }
  | { kind: 'reorder-sections'; sectionIds: number[] }
  | { kind: 'update-settings'; body: { settings: WebsiteSettings; version: number } };

export type SyncPlan = {
  next: SyncOp | null;
  /** Elements whose content the server would refuse (elementId 0: the settings); they stay in the builder until fixed. */
  invalid: ({ elementId: number } & Problem)[];
};

/**
 * What the server would refuse: `fields` says what is wrong with each field by its key (as a 400
 * answer's `fields` does; the panels show it under the field), `summary` names it by label.
 */
type Problem = { fields: Readonly<Record<string, string>>; summary: string };

function contentProblem(element: Element): Problem | null {
  const result = contentSchemaFor(element.type).safeParse(element.content);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = String(issue?.path[0] ?? 'content');
  const reason = issue?.message ?? 'is invalid';
  const label = ELEMENT_TYPES[element.type]?.fields.find((f) => f.name === field)?.label ?? field;
  return { fields: { [field]: reason }, summary: `${label} ${reason}` };
}

/** Content as the server stores it: rich text goes through the same allow-list on the way in. */
export function storedForm(element: Element): ElementContent {
  const fields = richTextFields(element.type);
  if (!fields.some((f) => typeof element.content[f] === 'string')) return element.content;
  const content = { ...element.content };
  for (const field of fields) {
    const value = content[field];
    if (typeof value === 'string') content[field] = sanitizeRichText(value);
  }
  return content;
}

const draft = (e: Element): Draft => ({ type: e.type, content: e.content, styles: e.styles });
const ids = (items: readonly { id: number }[]) => items.map((x) => x.id);
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function planElements(
  server: Section,
  local: Section,
  invalid: SyncPlan['invalid'],
): SyncOp | null {
  const localIds = new Set(ids(local.elements));
  const gone = server.elements.find((e) => !localIds.has(e.id));
  if (gone) return { kind: 'delete-element', elementId: gone.id };
  const serverById = new Map(server.elements.map((e) => [e.id, e]));
  let ready: SyncOp | null = null;
  for (const element of local.elements) {
    const problem = contentProblem(element);
    if (problem) {
      invalid.push({ elementId: element.id, ...problem });
      continue;
    }
    const stored = serverById.get(element.id);
    if (!stored) {
      ready ??= {
        kind: 'create-element',
        localId: element.id,
        sectionId: server.id,
        body: draft(element),
      };
    } else if (!ready) {
      const patch = contentPatch(stored.content, storedForm(element));
      if (Object.keys(patch).length > 0 || !sameStyles(stored.styles, element.styles)) {
        ready = {
          kind: 'update-element',
          elementId: element.id,
          body: { content: patch, styles: element.styles, version: stored.version },
        };
      }
    }
  }
  if (ready) return ready;
  const order = ids(local.elements);
  if (!sameIds(ids(server.elements), order) && server.elements.length === order.length) {
    return { kind: 'reorder-elements', sectionId: server.id, elementIds: order };
  }
  return null;
}

/**
 * The next request that makes the server's copy of a website more like the builder's, or null when
 * they match. Pure: it is recomputed after every answer, so edits made meanwhile are never lost.
 */
export function planSync(server: Website, local: Website): SyncPlan {
  const invalid: SyncPlan['invalid'] = [];
  const localIds = new Set(ids(local.sections));
  const gone = server.sections.find((s) => !localIds.has(s.id));
  if (gone) return { next: { kind: 'delete-section', sectionId: gone.id }, invalid };

  const serverById = new Map(server.sections.map((s) => [s.id, s]));
  let next: SyncOp | null = null;
  for (const section of local.sections) {
    const stored = serverById.get(section.id);
    if (!stored) {
      const problems = section.elements.map(contentProblem);
      problems.forEach(
        (p, i) => p && invalid.push({ elementId: section.elements[i]?.id ?? 0, ...p }),
      );
      if (problems.every((p) => p === null)) {
        next ??= {
          kind: 'create-section',
          localId: section.id,
          localElementIds: ids(section.elements),
          body: {
            type: section.type,
            name: section.name,
            title: section.title,
            elements: section.elements.map(draft),
            ...(section.pageId === STARTER_HOME_PAGE_ID ? {} : { pageId: section.pageId }),
          },
        };
      }
      continue;
    }
    if (stored.name !== section.name || (stored.title ?? null) !== (section.title ?? null)) {
      next ??= {
        kind: 'update-section',
        sectionId: section.id,
        body: { name: section.name, title: section.title ?? null, version: stored.version },
      };
    }
    const elementOp = planElements(stored, section, invalid);
    next ??= elementOp;
  }
  if (next) return { next, invalid };

  const order = ids(local.sections);
  if (!sameIds(ids(server.sections), order) && server.sections.length === order.length) {
    return { next: { kind: 'reorder-sections', sectionIds: order }, invalid };
  }
  if (stableJson(server.settings) !== stableJson(local.settings)) {
    const checked = websiteSettingsSchema.safeParse(local.settings);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const path = issue?.path.join('.') || 'settings';
      const reason = issue?.message ?? 'is invalid';
      const summary = `${SETTING_LABELS[path] ?? 'A setting'} ${reason}`;
      return {
        next: null,
        invalid: [...invalid, { elementId: 0, fields: { [path]: reason }, summary }],
      };
    }
    return {
      next: {
        kind: 'update-settings',
        body: { settings: local.settings, version: server.version },
      },
      invalid,
    };
  }
  return { next: null, invalid };
}
