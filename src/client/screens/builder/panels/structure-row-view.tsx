import { useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** A row's place in the structure tree (a WAI-ARIA treeitem; see tree-keys.ts). */
export type TreeItem = {
  /** `section:{id}` or `element:{id}`: what the tree's keys find the row by. */
  key: string;
  /** What a screen reader reads for the row. */
  name: string;
  /** Whether the row is the tree's one tab stop. */
  tabbable: boolean;
  /** A section's: whether its elements are listed. */
  expanded?: boolean;
};

export type ListProps = {
  ids: readonly number[];
  onMove: (id: number, toIndex: number) => void;
  id?: string;
  className?: string;
  /** The list's part in the structure tree: the tree itself, or one section's group of elements. */
  role: 'tree' | 'group';
  label?: string;
  children: ReactNode;
};

export type RowProps = {
  id: number;
  label: string;
  tree: TreeItem;
  /** The selected row always shows its actions. */
  selected: boolean;
  /** The row's buttons (move, delete): drawn only while the row is selected, hovered or focused. */
  actions: () => ReactNode;
  /** What the row shows after its grip handle. */
  children: ReactNode;
  /** Drawn under the row, outside its hover and focus area (a section's elements). */
  below?: ReactNode;
};

/** What dragging by pointer adds to a row (dnd-kit's `useSortable`), once it has loaded. */
export type RowDrag = {
  setNodeRef: (node: HTMLElement | null) => void;
  listeners: Record<string, unknown> | undefined;
  style: CSSProperties;
  isDragging: boolean;
};

/** The list's own element, the same with and without dragging. */
export function ListView({
  id,
  role,
  label,
  className,
  children,
  listRef,
}: Omit<ListProps, 'ids' | 'onMove'> & { listRef?: (node: HTMLUListElement | null) => void }) {
  return (
    <ul
      ref={listRef}
      id={id}
      role={role}
      aria-label={label}
      className={cn('grid grid-cols-[minmax(0,1fr)] gap-0.5', className)}
    >
      {children}
    </ul>
  );
}

/** Six dots in one path (two DOM nodes where an icon of six circles takes seven). */
function GripIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />
    </svg>
  );
}

/** Whether the pointer is over a row or the keyboard focus is in it, with the handlers to know. */
function useRowActive() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return {
    active: hovered || focused,
    handlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      },
    },
  };
}

/**
 * One row: its grip handle, its content, and its actions while it is selected, under the pointer
 * or holding the keyboard focus (tabbing into a row shows them, next in the tab order). `drag`
 * is null until dragging by pointer has loaded (`data-draggable` on the grip says it has).
 */
export function RowView({
  label,
  tree,
  selected,
  actions,
  children,
  below,
  drag,
}: Omit<RowProps, 'id'> & { drag: RowDrag | null }) {
  const { active, handlers } = useRowActive();
  const line = (
    <>
      {/* For the pointer only: the tree is one tab stop, and its rows move with Alt+Up/Down. */}
      <span
        aria-hidden="true"
        data-drag-handle={label}
        data-draggable={drag ? '' : undefined}
        className="shrink-0 cursor-grab touch-none rounded p-1 text-slate-400 hover:bg-muted hover:text-slate-700 active:cursor-grabbing"
        {...drag?.listeners}
      >
        <GripIcon />
      </span>
      {children}
      {(selected || active) && actions()}
    </>
  );
  const item = {
    role: 'treeitem',
    'aria-label': tree.name,
    'aria-selected': selected,
    'aria-expanded': tree.expanded,
    'data-tree-key': tree.key,
    tabIndex: tree.tabbable ? 0 : -1,
    ref: drag?.setNodeRef,
    style: drag?.style,
  } as const;
  const dragging = drag?.isDragging && 'relative z-10 bg-white opacity-90 shadow-lg';
  if (below === undefined) {
    return (
      <li
        className={cn(
          'flex min-w-0 items-center gap-0.5 rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          dragging,
        )}
        {...item}
        {...handlers}
      >
        {line}
      </li>
    );
  }
  return (
    <li
      className={cn(
        'min-w-0 rounded-md focus-visible:outline-none [&:focus-visible>div:first-child]:ring-2 [&:focus-visible>div:first-child]:ring-ring',
        dragging,
      )}
      {...item}
    >
      <div className="flex min-w-0 items-center gap-0.5 rounded-md" {...handlers}>
        {line}
      </div>
      {below}
    </li>
  );
}
