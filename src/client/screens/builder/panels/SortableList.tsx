import { useDragKit } from './drag-kit';
import { ListView, RowView, type ListProps, type RowProps } from './structure-row-view';

export type { TreeItem } from './structure-row-view';

/**
 * A list reordered by dragging with the pointer (the keyboard moves a row with Alt+Up and Alt+Down
 * in the tree: tree-keys.ts). Dragging comes with dnd-kit, loaded when the pointer first enters
 * Website Structure (drag-kit.ts); until then the list and its rows are drawn the same way
 * without it, and then drawn once more with it.
 */
export function SortableList(props: ListProps) {
  const kit = useDragKit();
  if (kit) return <kit.DragList {...props} />;
  return <ListView {...props} />;
}

/** One row of the tree, draggable by its grip once dragging has loaded. */
export function SortableRow(props: RowProps) {
  const kit = useDragKit();
  if (kit) return <kit.DragRow {...props} />;
  return <RowView {...props} drag={null} />;
}
