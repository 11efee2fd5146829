import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';

type Props = {
  label: string;
  index: number;
  count: number;
  onMove: (toIndex: number) => void;
  onDelete: () => void;
};

/**
 * Move up, move down and delete, for the mouse: the keyboard moves a row with Alt+Up and Alt+Down
 * in the tree (one tab stop), and deletes it from its properties.
 */
export function RowActions({ label, index, count, onMove, onDelete }: Props) {
  const button =
    'rounded p-1 text-slate-500 hover:bg-muted hover:text-slate-900 disabled:opacity-30 disabled:hover:bg-transparent';
  return (
    <span className="flex shrink-0 items-center">
      <button
        type="button"
        tabIndex={-1}
        className={button}
        aria-label={`Move ${label} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp className="size-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        tabIndex={-1}
        className={button}
        aria-label={`Move ${label} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown className="size-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        tabIndex={-1}
        className={`${button} hover:text-destructive`}
        aria-label={`Delete ${label}`}
        onClick={onDelete}
      >
        <Trash2 className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}
