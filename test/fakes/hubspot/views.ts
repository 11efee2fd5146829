import { singular, type ObjectType } from './object-types';
import { DEFAULT_PROPERTIES } from './properties';
import type { Store, StoredObject } from './state';

/** HubSpot's SimplePublicObject (plus `associations` when asked for). */
export type ObjectJson = {
  id: string;
  properties: Record<string, string | null>;
  createdAt: string;
  updatedAt: string;
  archived: boolean;
  associations?: Record<string, { results: { id: string; type: string }[] }>;
};

/** `properties` as a read names them: a comma-separated query value or a search's array. */
export function requestedProperties(value: string | readonly string[] | undefined): string[] {
  const list = typeof value === 'string' ? value.split(',') : (value ?? []);
  return list.map((p) => p.trim()).filter(Boolean);
}

/**
 * A record as HubSpot answers it. `properties` undefined: every stored value (what create and
 * update answer); otherwise the named ones, or the object's defaults when none are named, `null`
 * for those without a value.
 */
export function objectView(
  record: StoredObject,
  properties?: readonly string[],
  associations?: { store: Store; types: readonly ObjectType[] },
): ObjectJson {
  let shown: Record<string, string | null>;
  if (properties === undefined) {
    shown = { ...record.properties };
  } else {
    const names = properties.length > 0 ? properties : DEFAULT_PROPERTIES[record.type];
    shown = Object.fromEntries(names.map((name) => [name, record.properties[name] ?? null]));
  }
  const view: ObjectJson = {
    id: record.id,
    properties: shown,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    archived: false,
  };
  if (associations) {
    const found: NonNullable<ObjectJson['associations']> = {};
    for (const toType of associations.types) {
      const linked = associations.store.associated(record.type, record.id, toType);
      if (linked.length === 0) continue;
      found[toType] = {
        results: linked.map((l) => ({
          id: l.id,
          type: `${singular(record.type)}_to_${singular(toType)}`,
        })),
      };
    }
    if (Object.keys(found).length > 0) view.associations = found;
  }
  return view;
}
