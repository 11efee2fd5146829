import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import type { PageProposal, Tone, WritePageAnswer } from '../../../../../model/ai/api';
import { pageSlots } from '../../../../../model/ai/page-slots';
import type { Avatar } from '../../../../../model/avatars/avatar';
import type { Website } from '../../../../../model/website';
import { useGeneration } from '../../../../app/ai-queries';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { SpinnerIcon } from '../../../../ui/spinner-icon';
import { toast } from '../../../../ui/toast-store';
import type { Selection } from '../../selection';
import type { BuilderStore } from '../../state/builder-store';
import { ProofNotes } from '../../../hub/content/ProofNotes';
import { applyProposals, bySection, isApplied } from './apply-proposals';
import { SectionProposals } from './SectionProposals';
import { ToneSelect } from './ToneSelect';

type Notes = Pick<WritePageAnswer, 'proofNeeded' | 'flags' | 'sources'>;

/** What the writer shows; kept by the builder, so it is still there after a look at the canvas. */
export type WriterState = {
  proposals: PageProposal[];
  notes: Notes | null;
  variant: number;
};

type Props = {
  website: Website;
  pageId: number;
  store: BuilderStore;
  avatar: Avatar;
  selection: Selection;
  state: WriterState;
  onState: (update: (state: WriterState) => WriterState) => void;
};

/**
 * 'Write this page for {avatar}': asks for copy for every text field, shows it beside the page's
 * words section by section, and applies a section or the whole page as one undoable edit.
 */
export function PageWriter({ website, pageId, store, avatar, selection, state, onState }: Props) {
  const generation = useGeneration();
  const [elementTone, setElementTone] = useState<Tone | ''>('');
  const { proposals, notes, variant } = state;

  const write = async (
    label: string,
    scope: { sectionId?: number; elementId?: number; tone?: Tone | null },
  ) => {
    const body = {
      websiteId: website.id,
      // A page made outside the database (id 0) is the home page, which the server writes unasked.
      ...(pageId > 0 ? { pageId } : {}),
      variant,
      ...(scope.sectionId !== undefined ? { sectionId: scope.sectionId } : {}),
      ...(scope.elementId !== undefined ? { elementId: scope.elementId } : {}),
      ...(scope.tone ? { tone: scope.tone } : {}),
    };
    const answer = await generation.run<WritePageAnswer>(
      label,
      'website',
      '/api/ai/write-page',
      body,
    );
    if (!answer) return;
    const notes = { proofNeeded: answer.proofNeeded, flags: answer.flags, sources: answer.sources };
    if (scope.sectionId === undefined && scope.elementId === undefined) {
      onState((s) => ({
        proposals: answer.proposals,
        notes,
        variant: s.variant + 1,
      }));
      return;
    }
    // A rewrite replaces what it wrote again and keeps the rest.
    const rewritten = new Set(answer.proposals.map((p) => `${p.elementId}.${p.field}`));
    onState((s) => ({
      proposals: [
        ...s.proposals.filter((p) => !rewritten.has(`${p.elementId}.${p.field}`)),
        ...answer.proposals,
      ],
      notes,
      variant: s.variant + 1,
    }));
  };

  const apply = (which: PageProposal[]) => {
    store.dispatch(applyProposals(which, website));
    toast({ title: 'Copy applied', description: 'Press Undo to take it back.', kind: 'success' });
  };

  const pending = proposals.filter((p) => !isApplied(website, p));
  const grouped = bySection(proposals);
  const sections = website.sections.filter((s) => grouped.has(s.id));
  // A saved element with words to write (a new one reaches the server with its first save).
  const selectedElement =
    selection?.kind === 'element' &&
    selection.id > 0 &&
    pageSlots(website, { elementId: selection.id }).slots.length > 0
      ? selection.id
      : null;
  const busy = generation.running !== null;

  return (
    <div className="grid gap-4">
      <Card className="grid gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void write('page', {})} disabled={busy}>
            {generation.running === 'page' ? <SpinnerIcon /> : <Sparkles aria-hidden="true" />}{' '}
            Write this page for {avatar.name}
          </Button>
          {selectedElement !== null && (
            <span className="flex items-center gap-2">
              <ToneSelect
                label="Tone for the selected element"
                value={elementTone}
                onChange={setElementTone}
              />
              <Button
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void write('element', { elementId: selectedElement, tone: elementTone || null })
                }
              >
                Rewrite the selected element
              </Button>
            </span>
          )}
          {sections.length > 0 && (
            <Button
              variant="outline"
              disabled={busy || pending.length === 0}
              onClick={() => apply(pending)}
            >
              Apply all
            </Button>
          )}
        </div>
        {busy && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <SpinnerIcon /> Writing for {avatar.name}...
            <Button variant="ghost" size="sm" onClick={generation.cancel}>
              <X aria-hidden="true" className="size-4" /> Cancel
            </Button>
          </p>
        )}
        {!busy && proposals.length === 0 && (
          <p className="text-sm text-slate-600">
            AI writes every heading, paragraph and button of this page in {avatar.name}’s words. You
            see each section beside what it says now, and choose what to apply. Testimonials and
            numbers stay yours.
          </p>
        )}
        {notes && (
          <ProofNotes proofNeeded={notes.proofNeeded} flags={notes.flags} sources={notes.sources} />
        )}
      </Card>
      {sections.map((section) => (
        <SectionProposals
          key={section.id}
          section={section}
          proposals={grouped.get(section.id) ?? []}
          applied={(grouped.get(section.id) ?? []).every((p) => isApplied(website, p))}
          busy={busy}
          onApply={() => apply(grouped.get(section.id) ?? [])}
          onRewrite={(tone) => void write(`section-${section.id}`, { sectionId: section.id, tone })}
        />
      ))}
    </div>
  );
}
