import { X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from '../../../ui/button';
import { SearchField } from '../../../ui/search-field';
import { focusSearch, SEARCH_ID } from './focus-fields';
import { foundMessage, type Found } from './structure-search';

type Props = {
  query: string;
  onQuery: (query: string) => void;
  /** What the search finds; null while it is empty. */
  found: Found | null;
  /** The tree the search filters (for aria-controls). */
  treeId: string;
  /** ArrowDown: the focus to the first result in the tree. */
  onFirst: () => void;
  /** Enter: the first result chosen, as Enter in the tree chooses a row. */
  onChooseFirst: () => void;
};

/**
 * 'Find an element' above Website Structure: filters the tree as the coach types, and says how
 * many rows match. ArrowDown goes to the first result, Enter chooses it, Escape clears the search.
 */
export function StructureSearch({ query, onQuery, found, treeId, onFirst, onChooseFirst }: Props) {
  const statusId = `${SEARCH_ID}-status`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = found?.first;
    if (event.nativeEvent.isComposing) return; // Enter that ends typing an accented letter
    if (event.key === 'Escape' && query) onQuery('');
    else if (event.key === 'ArrowDown' && first) onFirst();
    else if (event.key === 'Enter' && first) onChooseFirst();
    else return;
    event.preventDefault();
  };
  const nothing = found !== null && found.first === null;
  return (
    <div className="grid gap-1">
      <SearchField
        id={SEARCH_ID}
        label="Find an element"
        placeholder="Find an element"
        title="Find an element (/ or Ctrl+K)"
        aria-keyshortcuts="/ Control+K Meta+K"
        aria-controls={treeId}
        aria-describedby={statusId}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={onQuery}
        onKeyDown={onKeyDown}
      />
      <div className="flex min-h-0 items-center justify-between gap-2">
        <p id={statusId} role="status" className="text-xs text-slate-600">
          {found ? foundMessage(found, query) : ''}
        </p>
        {nothing && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onQuery('');
              focusSearch();
            }}
          >
            <X aria-hidden="true" /> Clear search
          </Button>
        )}
      </div>
    </div>
  );
}
