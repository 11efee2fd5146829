import {
  closestCenter,
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useMemo } from 'react';
import { takeFocusedRow } from './drag-kit';
import { ListView, RowView, type ListProps, type RowProps } from './structure-row-view';

// A module constant: dnd-kit memoises sensors by their options object, and a new object at every
// render would hand every row a new drag context, so that every row redrew at every keystroke.
const POINTER = { activationConstraint: { distance: 4 } };

/** A list reordered by dragging with the pointer (loaded by drag-kit.ts; see SortableList). */
export function DragList({ ids, onMove, children, ...view }: ListProps) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER));
  const key = ids.join(',');
  // A new array with the same ids must not look like a new list to every row.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const items = useMemo(() => [...ids], [key]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const toIndex = items.indexOf(Number(over.id));
    if (toIndex >= 0) onMove(Number(active.id), toIndex);
  };
  // The rows were drawn anew with dragging: the row that held the focus gets it back.
  const isTree = view.role === 'tree';
  const listRef = useCallback(
    (node: HTMLUListElement | null) => {
      if (!node || !isTree) return;
      const row = takeFocusedRow();
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (row && lost) node.querySelector<HTMLElement>(`[data-tree-key="${row}"]`)?.focus();
    },
    [isTree],
  );
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ListView {...view} listRef={listRef}>
          {children}
        </ListView>
      </SortableContext>
    </DndContext>
  );
}

/** One row that drags by its grip (rows call `useSortable` themselves, so a memoised row that did not change is not redrawn). */
export function DragRow(row: RowProps) {
  // No `attributes`: they would make the handle a focusable button inside the treeitem.
  const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: row.id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return <RowView {...row} drag={{ setNodeRef, listeners, style, isDragging }} />;
}
