import { useId, type ReactNode } from 'react';
import { Label } from './input';
import { NativeSelect } from './native-select';

export type SelectOption<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
};

/** A labelled choice of a few options: the platform's own select, in the kit's look. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  className = 'grid gap-1.5',
}: Props<T>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className="bg-white"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Avatars as options, by id. */
export function avatarOptions(avatars: readonly { id: number; name: string }[]) {
  return avatars.map((a) => ({ value: String(a.id), label: a.name }));
}
