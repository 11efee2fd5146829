import type { Section } from '../model/website';

/** The anchor each section answers to: its type (#calendar for booking), on the first of each type only. */
export function sectionAnchors(
  sections: readonly Pick<Section, 'id' | 'type'>[],
): Map<number, string> {
  const anchors = new Map<number, string>();
  const taken = new Set<string>();
  for (const section of sections) {
    const anchor = section.type === 'booking' ? 'calendar' : section.type;
    if (taken.has(anchor)) continue;
    taken.add(anchor);
    anchors.set(section.id, anchor);
  }
  return anchors;
}
