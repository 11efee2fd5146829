import { GitMerge } from 'lucide-react';
import { ELEMENT_TYPES } from '../../../../model/element-types';
import type { Website } from '../../../../model/website';
import { Button } from '../../../ui/button';
import { findElement, type Selection } from '../selection';
import type { BuilderStore } from '../state/builder-store';
import type { Conflict } from '../state/rebase';

type Props = {
  conflicts: readonly Conflict[];
  website: Website;
  store: BuilderStore;
  onSelect: (selection: Selection) => void;
};

function shown(value: Conflict['theirs']): string {
  if (value === undefined || value === '' || value === false) return '(empty)';
  if (value === true) return 'on';
  // Rich text is offered as the words it shows.
  return value.replace(/<[^>]*>/g, '');
}

/**
 * Fields another tab saved while this tab changed them too. This tab's text stays on the page;
 * the other version is offered here, to take or to dismiss.
 */
export function ConflictList({ conflicts, website, store, onSelect }: Props) {
  if (conflicts.length === 0) return null;
  return (
    <section
      aria-label="Changed in another tab"
      className="mb-4 grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <h2 className="flex items-center gap-2 font-semibold text-amber-900">
        <GitMerge aria-hidden="true" className="size-4" /> Changed in another tab
      </h2>
      <p className="text-amber-900">Your text is kept on the page. The other version:</p>
      <ul className="grid gap-3">
        {conflicts.map((conflict) => {
          const found = findElement(website, conflict.elementId);
          const def = found ? ELEMENT_TYPES[found.element.type] : undefined;
          const label = def?.fields.find((f) => f.name === conflict.field)?.label ?? conflict.field;
          return (
            <li
              key={`${conflict.elementId}:${conflict.field}`}
              className="grid gap-2 rounded-md bg-white p-2"
            >
              <p className="font-medium text-slate-800">
                {def?.label ?? 'Element'} · {label}
              </p>
              <blockquote className="border-l-2 border-amber-400 pl-2 break-words text-slate-700">
                {shown(conflict.theirs)}
              </blockquote>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => store.resolveConflict(conflict, true)}>
                  Use this version
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => store.resolveConflict(conflict, false)}
                >
                  Keep mine
                </Button>
                {found && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onSelect({ kind: 'element', id: conflict.elementId })}
                  >
                    Show
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
