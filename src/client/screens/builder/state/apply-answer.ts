import type { Element, Section, Website, WebsiteSummary } from '../../../../model/website';
import type { SyncOp } from './plan-sync';
import { emptyIdMap, type IdMap } from './remap';

type Answer = unknown;

function replaceSection(website: Website, id: number, fn: (s: Section) => Section | null): Website {
  const sections = website.sections.flatMap((s) => {
    if (s.id !== id) return [s];
    const next = fn(s);
    return next ? [next] : [];
  });
  return { ...website, sections };
}

/**
 * The server's copy after an op succeeded, from the op and the server's answer, and the ids the
 * builder must adopt (a created section or element gets its id from the server).
 */
export function applyAnswer(
  server: Website,
  op: SyncOp,
  answer: Answer,
): { server: Website; ids: IdMap } {
  const ids = emptyIdMap();
  switch (op.kind) {
    case 'delete-section':
      return { server: replaceSection(server, op.sectionId, () => null), ids };
    case 'create-section': {
      const section = answer as Section;
      ids.sections.set(op.localId, section.id);
      op.localElementIds.forEach((localId, i) => {
        const created = section.elements[i];
        if (created) ids.elements.set(localId, created.id);
      });
      return { server: { ...server, sections: [...server.sections, section] }, ids };
    }
    case 'update-section': {
      const updated = answer as Section;
      return {
        server: replaceSection(server, op.sectionId, (s) => ({ ...updated, elements: s.elements })),
        ids,
      };
    }
    case 'delete-element':
      return {
        server: {
          ...server,
          sections: server.sections.map((s) => ({
            ...s,
            elements: s.elements.filter((e) => e.id !== op.elementId),
          })),
        },
        ids,
      };
    case 'create-element': {
      const element = answer as Element;
      ids.elements.set(op.localId, element.id);
      return {
        server: replaceSection(server, op.sectionId, (s) => ({
          ...s,
          elements: [...s.elements, element],
        })),
        ids,
      };
    }
    case 'update-element': {
      const element = answer as Element;
      return {
        server: {
          ...server,
          sections: server.sections.map((s) => ({
            ...s,
            elements: s.elements.map((e) => (e.id === element.id ? element : e)),
          })),
        },
        ids,
      };
    }
    case 'reorder-elements': {
      const { elements } = answer as { elements: Element[] };
      return { server: replaceSection(server, op.sectionId, (s) => ({ ...s, elements })), ids };
    }
    case 'reorder-sections':
      return { server: { ...server, sections: (answer as { sections: Section[] }).sections }, ids };
    case 'update-settings': {
      const summary = answer as WebsiteSummary;
      return { server: { ...server, settings: summary.settings, version: summary.version }, ids };
    }
  }
}

export type SyncRequest = {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** Names the change, so that sending it again after a lost answer does not do it twice. */
  key?: string;
};

/** The request each op makes; `keyPrefix` is unique to this builder, so keys never meet another's. */
export function requestFor(websiteId: number, op: SyncOp, keyPrefix: string): SyncRequest {
  const request = baseRequestFor(websiteId, op);
  const change = changeName(op);
  return change === null ? request : { ...request, key: `${keyPrefix}:${change}` };
}

/**
 * Creates are named by their temporary id, edits by the version they start from: a repeat with
 * the same name gets the first answer back, even if the coach has typed more since.
 * Deletes and reorders need no name, as doing them twice changes nothing.
 */
function changeName(op: SyncOp): string | null {
  switch (op.kind) {
    case 'create-section':
      return `section:${op.localId}`;
    case 'create-element':
      return `element:${op.localId}`;
    case 'update-section':
      return `section:${op.sectionId}@${op.body.version}`;
    case 'update-element':
      return `element:${op.elementId}@${op.body.version}`;
    case 'update-settings':
      return `website@${op.body.version}`;
    default:
      return null;
  }
}

function baseRequestFor(websiteId: number, op: SyncOp): SyncRequest {
  switch (op.kind) {
    case 'delete-section':
      return { method: 'DELETE', path: `/api/sections/${op.sectionId}` };
    case 'create-section':
      return { method: 'POST', path: `/api/websites/${websiteId}/sections`, body: op.body };
    case 'update-section':
      return { method: 'PATCH', path: `/api/sections/${op.sectionId}`, body: op.body };
    case 'delete-element':
      return { method: 'DELETE', path: `/api/elements/${op.elementId}` };
    case 'create-element':
      return { method: 'POST', path: `/api/sections/${op.sectionId}/elements`, body: op.body };
    case 'update-element':
      return { method: 'PATCH', path: `/api/elements/${op.elementId}`, body: op.body };
    case 'reorder-elements':
      return {
        method: 'POST',
        path: `/api/sections/${op.sectionId}/elements/reorder`,
        body: { elementIds: op.elementIds },
      };
    case 'reorder-sections':
      return {
        method: 'POST',
        path: `/api/websites/${websiteId}/sections/reorder`,
        body: { sectionIds: op.sectionIds },
      };
    case 'update-settings':
      return { method: 'PATCH', path: `/api/websites/${websiteId}`, body: op.body };
  }
}
