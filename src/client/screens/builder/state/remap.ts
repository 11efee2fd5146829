import type { Website } from '../../../../model/website';

/** Old id -> server id, kept apart: sections and elements are numbered by different sequences. */
export type IdMap = { sections: Map<number, number>; elements: Map<number, number> };

export function emptyIdMap(): IdMap {
  return { sections: new Map(), elements: new Map() };
}

/** Swaps ids the builder made up (or that the server gave anew on re-creation) for the server's. */
export function remapIds(website: Website, map: IdMap): Website {
  if (map.sections.size === 0 && map.elements.size === 0) return website;
  let changed = false;
  const sections = website.sections.map((section) => {
    const sectionId = map.sections.get(section.id) ?? section.id;
    let elementsChanged = sectionId !== section.id;
    const elements = section.elements.map((e) => {
      const id = map.elements.get(e.id) ?? e.id;
      if (id === e.id && e.sectionId === sectionId) return e;
      elementsChanged = true;
      return { ...e, id, sectionId };
    });
    if (!elementsChanged) return section;
    changed = true;
    return { ...section, id: sectionId, elements };
  });
  return changed ? { ...website, sections } : website;
}
