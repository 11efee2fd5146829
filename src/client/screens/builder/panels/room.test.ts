import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTAS } from '../../../../model/limits';
import { starterWebsite } from '../../../../model/templates/starter-website';
import { elementBlockedBy, elementsIn, sectionBlockedBy } from './room';

// The coach template starts with 7 sections and 33 elements, its largest section holding 9.
const website = starterWebsite('coach');
const largest = website.sections.find((s) => s.elements.length === 9);

describe('room for one more', () => {
  it('allows anything until the limits are known', () => {
    expect(sectionBlockedBy(website, 100, undefined)).toBeNull();
    expect(largest && elementBlockedBy(largest, 10_000, undefined)).toBeNull();
  });

  it('blocks a section at the limit of sections, or whose elements would pass the website’s', () => {
    const limits = { ...DEFAULT_QUOTAS, sectionsPerWebsite: 8, elementsPerWebsite: 40 };
    expect(sectionBlockedBy(website, 7, limits)).toBeNull();
    expect(sectionBlockedBy(website, 8, limits)).toBe(
      'A website can have up to 40 elements in all. Delete some to make room.',
    );
    expect(sectionBlockedBy(website, 0, { ...limits, sectionsPerWebsite: 7 })).toBe(
      'A website can have up to 7 sections. Delete one to make room.',
    );
  });

  it('blocks an element at the limit of its section or of the website', () => {
    if (!largest) throw new Error('no section of 9');
    const total = elementsIn(website);
    expect(total).toBe(33);
    const limits = { ...DEFAULT_QUOTAS, elementsPerSection: 10, elementsPerWebsite: 41 };
    expect(elementBlockedBy(largest, total, limits)).toBeNull();
    expect(elementBlockedBy(largest, total, { ...limits, elementsPerSection: 9 })).toBe(
      'A section can have up to 9 elements. Delete one or add another section.',
    );
    expect(elementBlockedBy(largest, 1500, DEFAULT_QUOTAS)).toBe(
      'A website can have up to 1,500 elements in all. Delete some to make room.',
    );
  });
});
