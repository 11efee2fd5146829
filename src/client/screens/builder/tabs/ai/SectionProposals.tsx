import { Check, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { PageProposal, Tone } from '../../../../../model/ai/api';
import { ELEMENT_TYPES } from '../../../../../model/element-types';
import type { Section } from '../../../../../model/website';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { ToneSelect } from './ToneSelect';

type Props = {
  section: Section;
  proposals: PageProposal[];
  applied: boolean;
  busy: boolean;
  onApply: () => void;
  onRewrite: (tone: Tone | null) => void;
};

function fieldLabel(section: Section, p: PageProposal): string {
  const element = section.elements.find((e) => e.id === p.elementId);
  if (!element) return p.field;
  const type = ELEMENT_TYPES[element.type];
  const field = type.fields.find((f) => f.name === p.field);
  return `${type.label} · ${field?.label ?? p.field}`;
}

/** One section's proposal beside what it shows now, with Apply and Rewrite in a tone. */
export function SectionProposals({ section, proposals, applied, busy, onApply, onRewrite }: Props) {
  const [tone, setTone] = useState<Tone | ''>('');
  const name = section.title || section.name;
  return (
    <Card className="grid gap-3 p-4" role="region" aria-label={`Proposal for ${name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{name}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <ToneSelect label={`Tone for ${name}`} value={tone} onChange={setTone} />
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onRewrite(tone || null)}
          >
            <RefreshCw aria-hidden="true" className="size-3.5" /> Rewrite
          </Button>
          <Button size="sm" disabled={busy || applied} onClick={onApply}>
            <Check aria-hidden="true" className="size-3.5" />{' '}
            {applied ? 'Applied' : 'Apply section'}
          </Button>
        </div>
      </div>
      <ul className="grid gap-2">
        {proposals.map((p) => (
          <li key={`${p.elementId}.${p.field}`} className="grid gap-1 text-sm">
            <span className="text-xs text-slate-500">{fieldLabel(section, p)}</span>
            <div className="grid gap-2 sm:grid-cols-2">
              <p className="rounded bg-slate-50 p-2 text-slate-500" aria-label="Now">
                {p.current || <em>empty</em>}
              </p>
              <p className="rounded bg-indigo-50 p-2 text-slate-900" aria-label="Proposed">
                {p.text}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
