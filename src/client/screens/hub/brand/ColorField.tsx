import { useId } from 'react';
import { Input, Label } from '../../../ui/input';

const HEX = /^#[0-9a-fA-F]{6}$/;

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onRemove?: () => void;
};

/** A colour: a swatch to pick it and its hex code to type; empty means "not set". */
export function ColorField({ label, value, onChange, onRemove }: Props) {
  const id = useId();
  const invalid = value !== '' && !HEX.test(value);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} swatch`}
          className="h-10 w-12 cursor-pointer rounded border border-border bg-white p-1"
          value={HEX.test(value) ? value : '#ffffff'}
          onChange={(e) => onChange(e.target.value)}
        />
        <Input
          id={id}
          value={value}
          placeholder="Not set"
          maxLength={7}
          className="w-32 font-mono"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value.trim())}
        />
        {onRemove && (
          <button type="button" className="text-sm text-slate-600 underline" onClick={onRemove}>
            Remove
          </button>
        )}
      </div>
      {invalid && (
        <p id={`${id}-error`} role="alert" className="text-xs text-destructive">
          Use a colour code such as #4f46e5.
        </p>
      )}
    </div>
  );
}
