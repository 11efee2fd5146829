/** A map's own entry for a key read from stored data: "constructor" must not find a built-in. */
export function ownEntry<V>(map: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
