import { sortByPosition } from '../../../../model/position';
import type { Element } from '../../../../model/website';
import { ElementList } from '../../../ElementList';
import type { ElementComponents } from '../../../types';

/** Grid classes for element types drawn side by side, e.g. { 'stats-card': 'grid grid-cols-3 gap-3' }. */
export type Grids = Readonly<Record<string, string>>;

type Run = { key: number; grid: string | undefined; elements: Element[] };

/** Splits the ordered elements into runs: neighbours sharing a grid class are drawn together. */
export function elementRuns(elements: readonly Element[], grids: Grids): Run[] {
  const runs: Run[] = [];
  for (const element of sortByPosition(elements)) {
    const grid = grids[element.type];
    const last = runs.at(-1);
    if (grid && last && last.grid === grid) last.elements.push(element);
    else runs.push({ key: element.id, grid, elements: [element] });
  }
  return runs;
}

/**
 * A section's elements in ascending order. Every element is drawn, including types the layout does
 * not expect; unknown types show 'Unknown element: {type}'.
 */
export function OfferBlocks({
  elements,
  components,
  grids = {},
  className,
}: {
  elements: readonly Element[];
  components: ElementComponents;
  grids?: Grids;
  className?: string;
}) {
  return (
    <div className={className ?? 'flex flex-col gap-6'}>
      {elementRuns(elements, grids).map((run) =>
        run.grid ? (
          <div key={run.key} className={run.grid}>
            <ElementList
              elements={run.elements}
              components={components}
              unknownLabel="Unknown element"
            />
          </div>
        ) : (
          <ElementList
            key={run.key}
            elements={run.elements}
            components={components}
            unknownLabel="Unknown element"
          />
        ),
      )}
    </div>
  );
}
