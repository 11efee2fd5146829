import { memo } from 'react';
import type { Element, Section } from '../../../../model/website';
import { cn } from '../../../lib/cn';
import type { Selection } from '../selection';
import type { BuilderStore } from '../state/builder-store';
import { elementLabel } from './element-label';
import { RowActions } from './RowActions';
import { SortableList, SortableRow } from './SortableList';

type RowProps = { store: BuilderStore; onSelect: (selection: Selection) => void };

const rowClass = (selected: boolean) =>
  cn(
    'min-w-0 flex-1 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    selected && 'bg-secondary text-secondary-foreground ring-1 ring-indigo-300',
  );

const ElementRow = memo(function ElementRow({
  element,
  index,
  count,
  selected,
  store,
  onSelect,
}: RowProps & { element: Element; index: number; count: number; selected: boolean }) {
  const label = elementLabel(element);
  return (
    <SortableRow id={element.id} label={label}>
      <div className="flex min-w-0 items-center gap-1">
        <button
          type="button"
          className={cn(rowClass(selected), 'truncate text-xs')}
          aria-pressed={selected}
          onClick={() => onSelect({ kind: 'element', id: element.id })}
        >
          {label}
        </button>
        <RowActions
          label={label}
          index={index}
          count={count}
          onMove={(toIndex) =>
            store.dispatch({ type: 'move-element', elementId: element.id, toIndex })
          }
          onDelete={() => store.dispatch({ type: 'delete-element', elementId: element.id })}
        />
      </div>
    </SortableRow>
  );
});

/**
 * A section and its elements. Memoised: a keystroke changes one element, so only that element's
 * section row is drawn again (the panel has hundreds of rows on a large page).
 */
export const SectionRow = memo(function SectionRow({
  section,
  index,
  count,
  selectedSection,
  selectedElementId,
  store,
  onSelect,
}: RowProps & {
  section: Section;
  index: number;
  count: number;
  selectedSection: boolean;
  /** The selected element when it is in this section, else null. */
  selectedElementId: number | null;
}) {
  const label = `section ${section.name}`;
  const n = section.elements.length;
  return (
    <SortableRow id={section.id} label={label}>
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
        <div className="flex min-w-0 items-center gap-1">
          <button
            type="button"
            className={rowClass(selectedSection)}
            aria-pressed={selectedSection}
            onClick={() => onSelect({ kind: 'section', id: section.id })}
          >
            <span className="block truncate font-medium">{section.name || section.type}</span>
            <span className="block text-xs text-slate-500">
              {section.type} · {n} {n === 1 ? 'element' : 'elements'}
            </span>
          </button>
          <RowActions
            label={label}
            index={index}
            count={count}
            onMove={(toIndex) =>
              store.dispatch({ type: 'move-section', sectionId: section.id, toIndex })
            }
            onDelete={() => store.dispatch({ type: 'delete-section', sectionId: section.id })}
          />
        </div>
        <div className="ml-3 min-w-0 border-l border-border pl-1">
          <SortableList
            ids={section.elements.map((e) => e.id)}
            onMove={(id, toIndex) =>
              store.dispatch({ type: 'move-element', elementId: id, toIndex })
            }
          >
            {section.elements.map((element, i) => (
              <ElementRow
                key={element.id}
                element={element}
                index={i}
                count={n}
                selected={selectedElementId === element.id}
                store={store}
                onSelect={onSelect}
              />
            ))}
          </SortableList>
        </div>
      </div>
    </SortableRow>
  );
});
