type Positioned = { order: number; id: number };

/** Sections and elements in page order: ascending `order`, ties in id order. */
export function byPosition(a: Positioned, b: Positioned): number {
  return a.order - b.order || a.id - b.id;
}

/** A sorted copy, in page order (see byPosition). */
export function sortByPosition<T extends Positioned>(items: readonly T[]): T[] {
  return [...items].sort(byPosition);
}
