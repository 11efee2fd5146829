import { useState } from 'react';
import { useSearchParams } from 'react-router';

type Stored = { id: number; createdAt: string; updatedAt: string };

/** What the coach edits of a stored item: everything but its id and timestamps. */
export function editableFields<T extends Stored>({
  id: _id,
  createdAt: _c,
  updatedAt: _u,
  ...fields
}: T): Omit<T, keyof Stored> {
  return fields;
}

/**
 * A Content Hub area's list state: the item being edited (a new one at once when the Hub's 'New'
 * opened the area with ?new=1) and the one waiting for its delete to be confirmed.
 */
export function useAreaEditing<Item, Editing>(startNew: () => Editing) {
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<Editing | null>(() =>
    params.get('new') === '1' ? startNew() : null,
  );
  const [deleting, setDeleting] = useState<Item | null>(null);
  return { editing, setEditing, deleting, setDeleting };
}
