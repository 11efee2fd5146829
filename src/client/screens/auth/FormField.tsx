import { useId } from 'react';
import { Input, Label } from '../../ui/input';

type Props = {
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  name: string;
  value: string;
  error?: string;
  /** A line of help under the field (and its error). */
  hint?: string;
  onChange: (e: { target: { value: string } }) => void;
};

export function FormField({
  label,
  type = 'text',
  autoComplete,
  name,
  value,
  error,
  hint,
  onChange,
}: Props) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {label} {error}
        </p>
      )}
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
