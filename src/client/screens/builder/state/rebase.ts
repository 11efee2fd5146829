import type { ContentValue } from '../../../../model/element-content';
import type { Element, Section, Website } from '../../../../model/website';
import { sameField } from './content-patch';
import { stableJson } from './equality';

/** A field both this tab and another changed: this tab's text is kept, theirs is offered beside it. */
export type Conflict = { elementId: number; field: string; theirs: ContentValue | undefined };

type Merge = { conflicts: Conflict[] };

const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/** Three-way choice for one value: whoever changed it wins; when both did, ours. */
function pick<T>(base: T, fresh: T, ours: T, equal: (a: T, b: T) => boolean = same): T {
  return equal(ours, base) ? fresh : ours;
}

function mergeContent(base: Element, fresh: Element, ours: Element, merge: Merge): Element {
  // Untouched there: this tab's object as it is, so its memoised drawing is kept.
  if (same(base, fresh)) return ours;
  const content = { ...ours.content };
  const keys = new Set([
    ...Object.keys(base.content),
    ...Object.keys(fresh.content),
    ...Object.keys(ours.content),
  ]);
  for (const key of keys) {
    const [b, f, o] = [base.content[key], fresh.content[key], ours.content[key]];
    if (sameField(o, b)) content[key] = f;
    else if (!sameField(f, b) && !sameField(f, o)) {
      merge.conflicts.push({ elementId: ours.id, field: key, theirs: f });
    }
  }
  return {
    ...ours,
    content,
    styles: pick(base.styles, fresh.styles, ours.styles),
    version: fresh.version,
  };
}

/**
 * Merges a list of children three ways: what another tab added appears, what it removed goes,
 * what this tab added or removed stays so; the order is theirs unless this tab reordered.
 */
function mergeList<T extends { id: number }>(
  base: readonly T[],
  fresh: readonly T[],
  ours: readonly T[],
  mergeOne: (b: T, f: T, o: T) => T,
): T[] {
  const baseById = new Map(base.map((x) => [x.id, x]));
  const freshById = new Map(fresh.map((x) => [x.id, x]));
  const oursById = new Map(ours.map((x) => [x.id, x]));
  const kept = (o: T): T | null => {
    const b = baseById.get(o.id);
    if (!b) return o; // added here, not saved yet
    const f = freshById.get(o.id);
    return f ? mergeOne(b, f, o) : null; // removed there
  };
  const reordered = !same(
    ours.filter((o) => baseById.has(o.id)).map((o) => o.id),
    base.filter((b) => oursById.has(b.id)).map((b) => b.id),
  );
  const addedThere = (f: T) => !baseById.has(f.id) && !oursById.has(f.id);
  if (!reordered) {
    // Their order, with what this tab added in the place it was added.
    const result: T[] = [];
    for (const f of fresh) {
      const o = oursById.get(f.id);
      if (o) {
        const merged = kept(o);
        if (merged) result.push(merged);
      } else if (addedThere(f)) result.push(f);
    }
    ours.forEach((o, index) => {
      if (!baseById.has(o.id)) result.splice(Math.min(index, result.length), 0, o);
    });
    return result;
  }
  const result = ours.flatMap((o) => {
    const merged = kept(o);
    return merged ? [merged] : [];
  });
  return [...result, ...fresh.filter(addedThere)];
}

function renumbered<T extends { order: number }>(items: T[]): T[] {
  return items.map((item, order) => (item.order === order ? item : { ...item, order }));
}

function mergeSection(base: Section, fresh: Section, ours: Section, merge: Merge): Section {
  const elements = renumbered(
    mergeList(base.elements, fresh.elements, ours.elements, (b, f, o) =>
      mergeContent(b, f, o, merge),
    ),
  );
  const untouched =
    base.name === fresh.name &&
    (base.title ?? null) === (fresh.title ?? null) &&
    base.version === fresh.version &&
    elements.length === ours.elements.length &&
    elements.every((e, i) => e === ours.elements[i]);
  if (untouched) return ours;
  return {
    ...ours,
    name: pick(base.name, fresh.name, ours.name),
    title: pick(base.title ?? null, fresh.title ?? null, ours.title ?? null),
    version: fresh.version,
    elements,
  };
}

function mergeSettings(
  base: Website['settings'],
  fresh: Website['settings'],
  ours: Website['settings'],
): Website['settings'] {
  const keys = new Set([...Object.keys(base), ...Object.keys(fresh), ...Object.keys(ours)]);
  const merged: Record<string, unknown> = {};
  for (const key of keys as Set<keyof Website['settings']>) {
    const value = pick(base[key], fresh[key], ours[key]);
    if (value !== undefined) merged[key] = value;
  }
  return merged as Website['settings'];
}

/**
 * This tab's copy of a website with another tab's saved changes folded in. `base` is what this tab
 * last knew the server held, `fresh` what it holds now, `ours` this tab's copy (saved or not).
 * Changes on either side are kept; where both sides changed one field, this tab's value is kept and
 * the other is reported as a conflict, so typed text is never thrown away.
 */
export function rebase(
  base: Website,
  fresh: Website,
  ours: Website,
): { website: Website; conflicts: Conflict[] } {
  const merge: Merge = { conflicts: [] };
  const sections = mergeList(base.sections, fresh.sections, ours.sections, (b, f, o) =>
    mergeSection(b, f, o, merge),
  );
  return {
    website: {
      ...fresh,
      name: pick(base.name, fresh.name, ours.name),
      settings: mergeSettings(base.settings, fresh.settings, ours.settings),
      sections: renumbered(sections),
    },
    conflicts: merge.conflicts,
  };
}
