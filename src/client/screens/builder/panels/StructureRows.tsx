import { ChevronRight } from 'lucide-react';
import { memo } from 'react';
import type { Element, Section } from '../../../../model/website';
import { cn } from '../../../lib/cn';
import type { Selection } from '../selection';
import type { BuilderStore } from '../state/builder-store';
import { elementLabel } from './element-label';
import { Marked } from './Marked';
import { RowActions } from './RowActions';
import { SortableList, SortableRow } from './SortableList';
import { counted } from '../../../../model/counted';

/**
 * Where a click selects a row: for the mouse only. The row itself is the treeitem a screen reader
 * names and the keyboard chooses (aria-selected says which is selected), so this is no second
 * control to it.
 */
const ROW_TARGET = { 'aria-hidden': true, 'data-row-target': '' } as const;

type RowProps = {
  store: BuilderStore;
  onSelect: (selection: Selection) => void;
  /** What 'Find an element' searches for ('' when nothing): its words are marked in the row. */
  query: string;
};

const rowClass = (selected: boolean) =>
  cn(
    'min-w-0 flex-1 cursor-pointer rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted',
    selected && 'bg-secondary text-secondary-foreground ring-1 ring-inset ring-indigo-300',
  );

const ElementRow = memo(function ElementRow({
  element,
  index,
  count,
  selected,
  tabbable,
  coachName,
  store,
  onSelect,
  query,
}: RowProps & {
  element: Element;
  index: number;
  count: number;
  selected: boolean;
  tabbable: boolean;
  coachName: string;
}) {
  const label = elementLabel(element, coachName);
  return (
    <SortableRow
      id={element.id}
      label={label}
      tree={{ key: `element:${element.id}`, name: label, tabbable }}
      selected={selected}
      actions={() => (
        <RowActions
          label={label}
          index={index}
          count={count}
          onMove={(toIndex) =>
            store.dispatch({ type: 'move-element', elementId: element.id, toIndex })
          }
          onDelete={() => store.dispatch({ type: 'delete-element', elementId: element.id })}
        />
      )}
    >
      <div
        {...ROW_TARGET}
        className={cn(rowClass(selected), 'truncate py-1 text-xs')}
        onClick={() => onSelect({ kind: 'element', id: element.id })}
      >
        <Marked text={label} query={query} />
      </div>
    </SortableRow>
  );
});

/**
 * A section, and its elements while it is expanded (see structure-expansion.ts). Memoised: a
 * keystroke changes one element, so only that element's section row is drawn again.
 */
export const SectionRow = memo(function SectionRow({
  section,
  index,
  count,
  selectedSection,
  selectedElementId,
  shownElements,
  expanded,
  onExpand,
  tabStop,
  coachName,
  store,
  onSelect,
  query,
}: RowProps & {
  section: Section;
  index: number;
  count: number;
  selectedSection: boolean;
  /** The selected element when it is in this section, else null. */
  selectedElementId: number | null;
  /** The ids of the elements a search found in this section, or null to show them all. */
  shownElements: readonly number[] | null;
  expanded: boolean;
  onExpand: (sectionId: number, expanded: boolean) => void;
  /** The tree's tab stop (`section:{id}` or `element:{id}`) when it is this row or one of its elements. */
  tabStop: string | null;
  /** The name the page speaks in, for element labels that say {name}. */
  coachName: string;
}) {
  const label = `section ${section.name}`;
  const n = section.elements.length;
  const listId = `structure-section-${section.id}`;
  return (
    <SortableRow
      id={section.id}
      label={label}
      tree={{
        key: `section:${section.id}`,
        name: `${section.name || section.type}, ${section.type} · ${counted(n, 'element')}`,
        tabbable: tabStop === `section:${section.id}`,
        expanded,
      }}
      selected={selectedSection}
      actions={() => (
        <RowActions
          label={label}
          index={index}
          count={count}
          onMove={(toIndex) =>
            store.dispatch({ type: 'move-section', sectionId: section.id, toIndex })
          }
          onDelete={() => store.dispatch({ type: 'delete-section', sectionId: section.id })}
        />
      )}
      below={
        expanded ? (
          <SortableList
            id={listId}
            role="group"
            className="mt-0.5 mb-1 ml-4 border-l border-border pl-1"
            ids={section.elements.map((e) => e.id)}
            onMove={(id, toIndex) =>
              store.dispatch({ type: 'move-element', elementId: id, toIndex })
            }
          >
            {section.elements.map((element, i) =>
              shownElements && !shownElements.includes(element.id) ? null : (
                <ElementRow
                  key={element.id}
                  element={element}
                  index={i}
                  count={n}
                  selected={selectedElementId === element.id}
                  tabbable={tabStop === `element:${element.id}`}
                  coachName={coachName}
                  store={store}
                  onSelect={onSelect}
                  query={query}
                />
              ),
            )}
          </SortableList>
        ) : null
      }
    >
      {/* For the pointer only: the row is the treeitem, with aria-expanded; Right and Left open it. */}
      <span
        aria-hidden="true"
        data-expand-toggle=""
        className="shrink-0 cursor-pointer rounded p-1 text-slate-500 hover:bg-muted hover:text-slate-900"
        onClick={() => onExpand(section.id, !expanded)}
      >
        <ChevronRight className={cn('size-4 transition-transform', expanded && 'rotate-90')} />
      </span>
      <div
        {...ROW_TARGET}
        className={rowClass(selectedSection)}
        onClick={() => onSelect({ kind: 'section', id: section.id })}
      >
        <span className="block truncate font-medium">
          <Marked text={section.name || section.type} query={query} />
        </span>
        <span className="block truncate text-xs text-slate-600">
          <Marked text={section.type} query={query} /> · {counted(n, 'element')}
        </span>
      </div>
    </SortableRow>
  );
});
