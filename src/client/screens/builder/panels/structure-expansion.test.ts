import { describe, expect, it } from 'vitest';
import type { Website } from '../../../../model/website';
import {
  choose,
  isExpanded,
  NO_CHOICES,
  reveal,
  sectionHolding,
  type Expansion,
} from './structure-expansion';
import { testParagraph, testSection } from './test-sections';

const section = (id: number, elementIds: number[]) =>
  testSection(
    id,
    elementIds.map((e) => testParagraph(e, id)),
  );

// Only the sections matter here.
const website = { sections: [section(1, [11, 12]), section(2, [21])] } as Website;

const expandedIds = (choices: Expansion, holding: number | null) =>
  website.sections.filter((s) => isExpanded(choices, s.id, holding)).map((s) => s.id);

describe('which sections of Website Structure show their elements', () => {
  it('finds the section holding a selected section or element, and none for nothing or a stale id', () => {
    expect(sectionHolding(website, { kind: 'section', id: 2 })).toBe(2);
    expect(sectionHolding(website, { kind: 'element', id: 12 })).toBe(1);
    expect(sectionHolding(website, { kind: 'element', id: 99 })).toBeNull();
    expect(sectionHolding(website, { kind: 'section', id: 99 })).toBeNull();
    expect(sectionHolding(website, null)).toBeNull();
  });

  it('opens only the section holding the selection by default', () => {
    expect(expandedIds(NO_CHOICES, 2)).toEqual([2]);
    expect(expandedIds(NO_CHOICES, null)).toEqual([]);
  });

  it('keeps what the coach opened or closed, whatever is selected', () => {
    const opened = choose(NO_CHOICES, 1, true);
    expect(expandedIds(opened, 2)).toEqual([1, 2]);
    expect(expandedIds(opened, null)).toEqual([1]);
    const closed = choose(opened, 2, false);
    expect(expandedIds(closed, 2)).toEqual([1]);
    expect(NO_CHOICES.size).toBe(0);
  });

  it('opens a closed section again when the selection moves into it, and keeps other choices', () => {
    const choices = choose(choose(NO_CHOICES, 2, false), 1, true);
    const revealed = reveal(choices, 2);
    expect(expandedIds(revealed, 2)).toEqual([1, 2]);
    expect(reveal(choices, 1)).toBe(choices);
    expect(reveal(choices, null)).toBe(choices);
  });
});
