import { Plus, X } from 'lucide-react';
import {
  JOURNEY_LIMITS,
  TOUCHPOINT_KINDS,
  TOUCHPOINT_LABELS,
  type Touchpoint,
  type TouchpointKind,
} from '../../../../model/journeys/journey';
import { Button } from '../../../ui/button';
import { Input } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';

type Props = {
  stageName: string;
  touchpoints: Touchpoint[];
  onChange: (touchpoints: Touchpoint[]) => void;
};

/** Where the avatar meets the coach at a stage: a page, an email, a post or a call, each named. */
export function TouchpointRows({ stageName, touchpoints, onChange }: Props) {
  const change = (index: number, patch: Partial<Touchpoint>) =>
    onChange(touchpoints.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  const full = touchpoints.length >= JOURNEY_LIMITS.items;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Touchpoints</legend>
      {touchpoints.length === 0 && (
        <p className="text-sm text-slate-600">Where do they meet you at this stage?</p>
      )}
      <ul className="grid gap-2">
        {touchpoints.map((touchpoint, i) => (
          <li key={i} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2">
            <NativeSelect
              aria-label={`${stageName} touchpoint ${i + 1} kind`}
              value={touchpoint.kind}
              onChange={(e) => change(i, { kind: e.target.value as TouchpointKind })}
            >
              {TOUCHPOINT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {TOUCHPOINT_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
            <Input
              aria-label={`${stageName} touchpoint ${i + 1}`}
              value={touchpoint.label}
              maxLength={JOURNEY_LIMITS.item}
              placeholder="Discovery call"
              aria-invalid={touchpoint.label.trim() === ''}
              onChange={(e) => change(i, { label: e.target.value })}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${stageName} touchpoint ${i + 1}`}
              onClick={() => onChange(touchpoints.filter((_, j) => j !== i))}
            >
              <X aria-hidden="true" />
            </Button>
            <Input
              aria-label={`${stageName} touchpoint ${i + 1} where`}
              className="col-span-2 col-start-2"
              value={touchpoint.ref}
              maxLength={JOURNEY_LIMITS.ref}
              placeholder="Where: a page address, an email subject, a post link"
              onChange={(e) => change(i, { ref: e.target.value })}
            />
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={full}
        onClick={() => onChange([...touchpoints, { kind: 'page', label: '', ref: '' }])}
      >
        <Plus aria-hidden="true" /> Add touchpoint
      </Button>
    </fieldset>
  );
}
