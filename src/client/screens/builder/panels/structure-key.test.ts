import { describe, expect, it } from 'vitest';
import type { Website } from '../../../../model/website';
import { applyAction } from '../state/actions';
import { structureKey } from './structure-key';
import { testParagraph, testSection } from './test-sections';

const LONG = 'Coaching that turns busy founders into calm leaders, one week at a time.';

const section = (id: number, texts: string[]) =>
  testSection(
    id,
    texts.map((text, i) => testParagraph(id * 10 + i + 1, id, text)),
  );

// Only the template, the coach's name and the sections matter here.
const website = {
  template: 'executive',
  settings: {},
  sections: [section(1, [LONG, 'Short']), section(2, [LONG])],
} as Website;

const edit = (text: string, elementId = 11) =>
  applyAction(website, { type: 'edit-content', elementId, field: 'text', value: text });

describe('what Website Structure shows of a website (it is drawn again only when this changes)', () => {
  it('stays the same while the coach types past the words a row shows', () => {
    expect(structureKey(edit(`${LONG} More words.`))).toBe(structureKey(website));
    expect(structureKey(edit(LONG.slice(0, 60)))).toBe(structureKey(website));
  });

  it('changes when the coach’s name changes, which labels that say {name} show', () => {
    const named = { ...website, settings: { coachName: 'Maya Rivers' } } as Website;
    expect(structureKey(named)).not.toBe(structureKey(website));
  });

  it('changes when a row would read differently', () => {
    const before = structureKey(website);
    expect(structureKey(edit(`Now: ${LONG}`))).not.toBe(before);
    expect(structureKey(edit('Shorter', 12))).not.toBe(before);
    expect(structureKey(edit(''))).not.toBe(before);
  });

  it('changes when a section or element is added, removed, moved or renamed, or the template changes', () => {
    const before = structureKey(website);
    const changed: Website[] = [
      applyAction(website, { type: 'delete-element', elementId: 12 }),
      applyAction(website, { type: 'move-element', elementId: 12, toIndex: 0 }),
      applyAction(website, { type: 'move-section', sectionId: 2, toIndex: 0 }),
      applyAction(website, { type: 'delete-section', sectionId: 2 }),
      applyAction(website, { type: 'edit-section', sectionId: 1, changes: { name: 'Welcome' } }),
      applyAction(website, { type: 'add-section', section: section(3, []) }),
      { ...website, template: 'course-offer' },
    ];
    for (const next of changed) expect(structureKey(next)).not.toBe(before);
  });
});
