import { useId } from 'react';
import { TONES, type Tone } from '../../../../../model/ai/api';
import { NativeSelect } from '../../../../ui/native-select';

const TONE_LABELS: Record<Tone, string> = {
  warmer: 'Warmer',
  bolder: 'Bolder',
  shorter: 'Shorter',
};

/** The tone a rewrite asks for: the same, warmer, bolder or shorter. */
export function ToneSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Tone | '';
  onChange: (tone: Tone | '') => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <NativeSelect
        id={id}
        className="h-8 text-xs"
        value={value}
        onChange={(e) => onChange(e.target.value as Tone | '')}
      >
        <option value="">Same tone</option>
        {TONES.map((t) => (
          <option key={t} value={t}>
            {TONE_LABELS[t]}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
