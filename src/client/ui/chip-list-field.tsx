import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from './button';
import { Input, Label } from './input';

type Props = {
  label: string;
  example: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** How many items it may hold, and how long each may be. */
  maxItems: number;
  maxLength: number;
  error?: string | undefined;
};

/** A list a coach adds to one item at a time (Enter or Add) and removes from by chip. */
export function ChipListField({
  label,
  example,
  items,
  onChange,
  maxItems,
  maxLength,
  error,
}: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = items.length >= maxItems;
  const add = () => {
    const item = draft.trim();
    if (!item || full) return;
    if (!items.includes(item)) onChange([...items, item]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {items.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={label}>
          {items.map((item, index) => (
            <li
              key={item}
              className="flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900"
            >
              {item}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-indigo-100 focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:outline-none"
                aria-label={`Remove ${item}`}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={full ? `Up to ${maxItems} items` : `e.g. ${example}`}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={add}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button
          variant="outline"
          size="sm"
          className="h-10"
          onClick={add}
          disabled={!draft.trim() || full}
          aria-label={`Add to ${label}`}
        >
          <Plus aria-hidden="true" className="size-4" /> Add
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {label} {error}
        </p>
      )}
    </div>
  );
}
