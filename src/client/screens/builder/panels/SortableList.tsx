import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';

type Props = {
  ids: readonly number[];
  onMove: (id: number, toIndex: number) => void;
  children: ReactNode;
};

/**
 * A list reordered by dragging (pointer, or keyboard: Space to lift, arrows to move, Space to drop).
 * Rows call `useSortableRow` themselves, so a memoised row that did not change is not redrawn.
 */
export function SortableList({ ids, onMove, children }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const key = ids.join(',');
  // A new array with the same ids must not look like a new list to every row.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const items = useMemo(() => [...ids], [key]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const toIndex = items.indexOf(Number(over.id));
    if (toIndex >= 0) onMove(Number(active.id), toIndex);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">{children}</ul>
      </SortableContext>
    </DndContext>
  );
}

/** One draggable row: its grip handle and its content. */
export function SortableRow({
  id,
  label,
  children,
}: {
  id: number;
  label: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex min-w-0 items-start gap-1 ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="mt-1.5 cursor-grab rounded p-1 text-slate-400 hover:bg-muted hover:text-slate-700 active:cursor-grabbing"
        aria-label={`Drag ${label}`}
        {...attributes}
        {...listeners}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
