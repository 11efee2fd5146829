import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';

type Props<T> = {
  legend: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** A new, empty row. */
  blank: T;
  max: number;
  addLabel: string;
  /** What the remove button says for the row at `index` (from 0). */
  removeLabel: (index: number) => string;
  /** The row's layout (a grid or a flex row). */
  rowClassName: string;
  /** The row's fields; `set` merges a change into the row. */
  row: (item: T, index: number, set: (change: Partial<T>) => void) => ReactNode;
  error?: string | undefined;
  className?: string;
};

/** A list of small records edited in place: a row per item, each removable, and Add. */
export function RowList<T>({
  legend,
  items,
  onChange,
  blank,
  max,
  addLabel,
  removeLabel,
  rowClassName,
  row,
  error,
  className,
}: Props<T>) {
  const set = (index: number, change: Partial<T>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset className={cn('grid gap-2', className)}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      {items.map((item, index) => (
        <div
          key={index}
          className={cn('gap-2 rounded-md border border-slate-200 p-3', rowClassName)}
        >
          {row(item, index, (change) => set(index, change))}
          <Button
            variant="ghost"
            size="sm"
            className="h-10"
            aria-label={removeLabel(index)}
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
        disabled={items.length >= max}
        onClick={() => onChange([...items, blank])}
      >
        <Plus aria-hidden="true" className="size-4" /> {addLabel}
      </Button>
      {error && (
        <p className="text-sm text-red-700">
          {legend} {error}
        </p>
      )}
    </fieldset>
  );
}
