import { describe, expect, it } from 'vitest';
import type { PageProposal } from '../../../../../model/ai/api';
import { pageSlots } from '../../../../../model/ai/page-slots';
import { starterWebsite } from '../../../../../model/templates/starter-website';
import { publishChecklist } from '../../../../../model/publish-checklist';
import { applyAction } from '../../state/actions';
import { record, redo, startHistory, undo } from '../../state/history';
import { normalizeWebsite } from '../../state/normalize';
import { applyProposals, bySection, isApplied } from './apply-proposals';

const site = normalizeWebsite(starterWebsite('course-offer'));

/** A proposal for every text slot of the page, as the writer would send it. */
function proposalsFor(): PageProposal[] {
  return pageSlots(site, {}).slots.map((slot, i) => ({
    sectionId: slot.sectionId,
    elementId: slot.elementId,
    field: slot.field,
    rich: slot.rich,
    current: slot.current,
    text: `Written line ${i} <for> you & them`,
  }));
}

function contentOf(website: typeof site, p: PageProposal): unknown {
  for (const s of website.sections)
    for (const e of s.elements) if (e.id === p.elementId) return e.content[p.field];
  return undefined;
}

describe('applying written copy', () => {
  it('writes every field of a section as one undo step, and undo brings the page back exactly', () => {
    const all = proposalsFor();
    const [firstSection] = bySection(all).values();
    if (!firstSection || firstSection.length < 2) throw new Error('need a section with fields');
    const history = record(startHistory(site), applyProposals(firstSection, site));
    for (const p of firstSection) {
      expect(contentOf(history.present, p)).toBe(
        p.rich ? 'Written line ' + all.indexOf(p) + ' &lt;for&gt; you &amp; them' : p.text,
      );
    }
    expect(history.past).toHaveLength(1);
    expect(undo(history).present).toBe(site);
    expect(redo(undo(history)).present).toBe(history.present);
  });

  it('the whole page is one step too, and fields outside the proposals are untouched', () => {
    const all = proposalsFor();
    const history = record(startHistory(site), applyProposals(all, site));
    expect(history.past).toHaveLength(1);
    const written = new Set(all.map((p) => `${p.elementId}.${p.field}`));
    for (const section of site.sections)
      for (const element of section.elements)
        for (const [field, value] of Object.entries(element.content))
          if (!written.has(`${element.id}.${field}`))
            expect(
              contentOf(history.present, { elementId: element.id, field } as PageProposal),
            ).toEqual(value);
  });

  it('reads from the page whether a proposal shows, so undo and redo are reflected', () => {
    const all = proposalsFor();
    expect(all.some((p) => isApplied(site, p))).toBe(false);
    const history = record(startHistory(site), applyProposals(all, site));
    expect(all.every((p) => isApplied(history.present, p))).toBe(true);
    expect(all.some((p) => isApplied(undo(history).present, p))).toBe(false);
    expect(all.every((p) => isApplied(redo(undo(history)).present, p))).toBe(true);
  });

  it('lists written fields in the checklist as unread until she edits or keeps each one', () => {
    const all = proposalsFor();
    const written = applyAction(site, applyProposals(all, site));
    const listed = publishChecklist(written).filter((i) => i.kind === 'written');
    expect(listed.map((i) => i.key).sort()).toEqual(
      all.map((p) => `written:${p.elementId}:${p.field}`).sort(),
    );
    expect(listed[0]?.title).toMatch(/^Written for you, not read yet: “Written line/);
    // She rewrites the first by hand: it is read. Writing the page again makes it unread again.
    const [first] = all;
    if (!first) throw new Error('a proposal');
    const edited = applyAction(written, {
      type: 'edit-content',
      elementId: first.elementId,
      field: first.field,
      value: 'My own words',
    });
    const keys = (w: typeof site) =>
      publishChecklist(w)
        .filter((i) => i.kind === 'written')
        .map((i) => i.key);
    expect(keys(edited)).not.toContain(`written:${first.elementId}:${first.field}`);
    expect(keys(edited)).toHaveLength(all.length - 1);
    const again = applyAction(edited, applyProposals([first], edited));
    expect(keys(again)).toContain(`written:${first.elementId}:${first.field}`);
  });

  it('groups proposals by section in page order', () => {
    const grouped = bySection(proposalsFor());
    const order = [...grouped.keys()];
    const pageOrder = site.sections.map((s) => s.id).filter((id) => grouped.has(id));
    expect(order).toEqual(pageOrder);
  });
});
