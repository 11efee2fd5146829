import type { PageProposal } from '../../../../../model/ai/api';
import { escapeHtmlText } from '../../../../../model/rich-text-plain';
import type { BuilderAction } from '../../state/actions';

/**
 * Written copy as one builder action: every field it changes, one undo step, saved like any edit.
 * A heading's words go in as HTML with nothing but text in it.
 */
export function applyProposals(proposals: readonly PageProposal[]): BuilderAction {
  return {
    type: 'batch',
    actions: proposals.map((p) => ({
      type: 'edit-content' as const,
      elementId: p.elementId,
      field: p.field,
      value: p.rich ? escapeHtmlText(p.text) : p.text,
    })),
  };
}

/** Proposals by section, in page order. */
export function bySection(proposals: readonly PageProposal[]): Map<number, PageProposal[]> {
  const grouped = new Map<number, PageProposal[]>();
  for (const p of proposals) grouped.set(p.sectionId, [...(grouped.get(p.sectionId) ?? []), p]);
  return grouped;
}
