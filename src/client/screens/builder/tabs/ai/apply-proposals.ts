import type { PageProposal } from '../../../../../model/ai/api';
import { escapeHtmlText } from '../../../../../model/rich-text-plain';
import type { Website } from '../../../../../model/website';
import { afterWriting, KEPT_SAMPLE, UNREVIEWED } from '../../../../../model/kept-sample';
import type { BuilderAction } from '../../state/actions';

/** What a proposal puts in its field: a heading's words go in as HTML with nothing but text in it. */
function valueOf(p: PageProposal): string {
  return p.rich ? escapeHtmlText(p.text) : p.text;
}

/**
 * Written copy as one builder action: every field it changes, noted as unread for the pre-publish
 * checklist until she edits or keeps it (issue 24), one undo step, saved like any edit.
 */
export function applyProposals(
  proposals: readonly PageProposal[],
  website: Website,
): BuilderAction {
  const edits: BuilderAction[] = proposals.map((p) => ({
    type: 'edit-content' as const,
    elementId: p.elementId,
    field: p.field,
    value: valueOf(p),
  }));
  const fieldsOf = new Map<number, string[]>();
  for (const p of proposals)
    fieldsOf.set(p.elementId, [...(fieldsOf.get(p.elementId) ?? []), p.field]);
  const elements = website.sections.flatMap((s) => s.elements);
  const notes = [...fieldsOf].flatMap(([elementId, fields]): BuilderAction[] => {
    const element = elements.find((e) => e.id === elementId);
    if (!element) return [];
    const { kept, unreviewed } = afterWriting(element.content, fields);
    return [
      { type: 'edit-content', elementId, field: KEPT_SAMPLE, value: kept },
      { type: 'edit-content', elementId, field: UNREVIEWED, value: unreviewed },
    ];
  });
  return { type: 'batch', actions: [...edits, ...notes] };
}

/**
 * Whether the page shows a proposal now. Read from the page itself, so Undo and Redo (and an
 * edit by hand) are reflected without the writer keeping its own record.
 */
export function isApplied(website: Website, proposal: PageProposal): boolean {
  for (const section of website.sections) {
    if (section.id !== proposal.sectionId) continue;
    const element = section.elements.find((e) => e.id === proposal.elementId);
    if (!element) return false;
    return element.content[proposal.field] === valueOf(proposal);
  }
  return false;
}

/** Proposals by section, in page order. */
export function bySection(proposals: readonly PageProposal[]): Map<number, PageProposal[]> {
  const grouped = new Map<number, PageProposal[]>();
  for (const p of proposals) grouped.set(p.sectionId, [...(grouped.get(p.sectionId) ?? []), p]);
  return grouped;
}
