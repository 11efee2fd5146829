import {
  AVATAR_LIMITS,
  EVIDENCE_SOURCES,
  type Evidence,
  type Objection,
} from '../../../../model/avatars/avatar';
import { Input } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { RowList } from '../../../ui/row-list';

type Props<T> = {
  label: string;
  example: string;
  items: T[];
  onChange: (items: T[]) => void;
  error?: string | undefined;
};

/** Objections, each with the coach's answer to it. */
export function ObjectionsField({ label, example, items, onChange, error }: Props<Objection>) {
  return (
    <RowList
      legend={label}
      items={items}
      onChange={onChange}
      blank={{ objection: '', answer: '' }}
      max={AVATAR_LIMITS.listItems}
      addLabel="Add an objection"
      removeLabel={(i) => `Remove objection ${i + 1}`}
      rowClassName="grid sm:grid-cols-[1fr_1fr_auto]"
      error={error}
      row={(item, index, set) => (
        <>
          <Input
            aria-label={`${label} ${index + 1}`}
            value={item.objection}
            maxLength={AVATAR_LIMITS.item}
            placeholder={`e.g. ${example}`}
            onChange={(e) => set({ objection: e.target.value })}
          />
          <Input
            aria-label={`Your answer to objection ${index + 1}`}
            value={item.answer}
            maxLength={AVATAR_LIMITS.answer}
            placeholder="Your answer"
            onChange={(e) => set({ answer: e.target.value })}
          />
        </>
      )}
    />
  );
}

const SOURCE_LABELS: Record<Evidence['source'], string> = {
  interview: 'From an interview',
  survey: 'From a survey',
  assumption: 'My assumption',
};

/** What the coach knows and where from: an interview, a survey, or still a guess. */
export function EvidenceField({ label, example, items, onChange, error }: Props<Evidence>) {
  return (
    <RowList
      legend={label}
      items={items}
      onChange={onChange}
      blank={{ claim: '', source: 'interview' }}
      max={AVATAR_LIMITS.listItems}
      addLabel="Add evidence"
      removeLabel={(i) => `Remove evidence ${i + 1}`}
      rowClassName="grid sm:grid-cols-[1fr_12rem_auto]"
      error={error}
      row={(item, index, set) => (
        <>
          <Input
            aria-label={`${label} ${index + 1}`}
            value={item.claim}
            maxLength={AVATAR_LIMITS.item}
            placeholder={`e.g. ${example}`}
            onChange={(e) => set({ claim: e.target.value })}
          />
          <NativeSelect
            aria-label={`Where evidence ${index + 1} comes from`}
            value={item.source}
            onChange={(e) => set({ source: e.target.value as Evidence['source'] })}
          >
            {EVIDENCE_SOURCES.map((source) => (
              <option key={source} value={source}>
                {SOURCE_LABELS[source]}
              </option>
            ))}
          </NativeSelect>
        </>
      )}
    />
  );
}
