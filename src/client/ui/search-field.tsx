import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';

type Props = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'aria-label'> & {
  /** The field's accessible name ('Search stories'). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A search box with its magnifier, filtering a list as the coach types. */
export function SearchField({ label, value, onChange, className, ...rest }: Props) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        {...rest}
        aria-label={label}
        className={cn('bg-white pl-9', className)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
