import type { Website } from '../../../../model/website';
import type { SyncOp } from './plan-sync';
import type { IdMap } from './remap';

/** Small pure pieces of the store's sync loop. */

export function mergeIds(known: IdMap, added: IdMap): IdMap {
  if (added.sections.size === 0 && added.elements.size === 0) return known;
  return {
    sections: new Map([...known.sections, ...added.sections]),
    elements: new Map([...known.elements, ...added.elements]),
  };
}

export const NOT_TAKEN =
  'Not saved: the server kept a different version of your last change. Reload the page to see what is stored.';

/** A request as planned, without the version it carries (which changes with every save). */
export function sameRequestKey(op: SyncOp): string {
  return JSON.stringify(op, (key, value: unknown) => (key === 'version' ? undefined : value));
}

/** The builder's copy without a section or element the server refused to create. */
export function withoutRefused(website: Website, op: SyncOp): Website {
  if (op.kind === 'create-section') {
    if (!website.sections.some((s) => s.id === op.localId)) return website;
    return { ...website, sections: website.sections.filter((s) => s.id !== op.localId) };
  }
  if (op.kind !== 'create-element') return website;
  return {
    ...website,
    sections: website.sections.map((s) =>
      s.elements.some((e) => e.id === op.localId)
        ? { ...s, elements: s.elements.filter((e) => e.id !== op.localId) }
        : s,
    ),
  };
}
