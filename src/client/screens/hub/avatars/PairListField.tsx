import { Plus, Trash2 } from 'lucide-react';
import {
  AVATAR_LIMITS,
  EVIDENCE_SOURCES,
  type Evidence,
  type Objection,
} from '../../../../model/avatars/avatar';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';

type ObjectionsProps = {
  label: string;
  example: string;
  items: Objection[];
  onChange: (items: Objection[]) => void;
  error?: string | undefined;
};

/** Objections, each with the coach's answer to it. */
export function ObjectionsField({ label, example, items, onChange, error }: ObjectionsProps) {
  const set = (index: number, change: Partial<Objection>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      {items.map((item, index) => (
        <div
          key={index}
          className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          <Input
            aria-label={`${label} ${index + 1}`}
            value={item.objection}
            maxLength={AVATAR_LIMITS.item}
            placeholder={`e.g. ${example}`}
            onChange={(e) => set(index, { objection: e.target.value })}
          />
          <Input
            aria-label={`Your answer to objection ${index + 1}`}
            value={item.answer}
            maxLength={AVATAR_LIMITS.answer}
            placeholder="Your answer"
            onChange={(e) => set(index, { answer: e.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            className="h-10"
            aria-label={`Remove objection ${index + 1}`}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={items.length >= AVATAR_LIMITS.listItems}
        onClick={() => onChange([...items, { objection: '', answer: '' }])}
      >
        <Plus aria-hidden="true" className="size-4" /> Add an objection
      </Button>
      {error && (
        <p className="text-sm text-red-700">
          {label} {error}
        </p>
      )}
    </fieldset>
  );
}

type EvidenceProps = {
  label: string;
  example: string;
  items: Evidence[];
  onChange: (items: Evidence[]) => void;
  error?: string | undefined;
};

const SOURCE_LABELS: Record<Evidence['source'], string> = {
  interview: 'From an interview',
  survey: 'From a survey',
  assumption: 'My assumption',
};

/** What the coach knows and where from: an interview, a survey, or still a guess. */
export function EvidenceField({ label, example, items, onChange, error }: EvidenceProps) {
  const set = (index: number, change: Partial<Evidence>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      {items.map((item, index) => (
        <div
          key={index}
          className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_12rem_auto]"
        >
          <Input
            aria-label={`${label} ${index + 1}`}
            value={item.claim}
            maxLength={AVATAR_LIMITS.item}
            placeholder={`e.g. ${example}`}
            onChange={(e) => set(index, { claim: e.target.value })}
          />
          <NativeSelect
            aria-label={`Where evidence ${index + 1} comes from`}
            value={item.source}
            onChange={(e) => set(index, { source: e.target.value as Evidence['source'] })}
          >
            {EVIDENCE_SOURCES.map((source) => (
              <option key={source} value={source}>
                {SOURCE_LABELS[source]}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="ghost"
            size="sm"
            className="h-10"
            aria-label={`Remove evidence ${index + 1}`}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={items.length >= AVATAR_LIMITS.listItems}
        onClick={() => onChange([...items, { claim: '', source: 'interview' }])}
      >
        <Plus aria-hidden="true" className="size-4" /> Add evidence
      </Button>
      {error && (
        <p className="text-sm text-red-700">
          {label} {error}
        </p>
      )}
    </fieldset>
  );
}
