import { sortByPosition } from '../../../model/position';
import type { Element } from '../../../model/website';
import { cn } from '../../cn';
import { Elements } from './elements';
import { isAction, runs } from './layout';
import type { Place } from './skin';

type Props = {
  elements: readonly Element[];
  place: Place;
  align: 'center' | 'left';
  className?: string;
};

/** A column of elements in order; consecutive buttons and links share a row. */
export function Flow({ elements, place, align, className }: Props) {
  const centred = align === 'center';
  return (
    <div
      className={cn(
        'flex min-w-0 flex-col gap-5',
        centred ? 'items-center text-center' : 'items-start text-left',
        className,
      )}
    >
      {runs(sortByPosition(elements)).map((run) =>
        run.every((e) => isAction(e.type)) ? (
          <div
            key={run[0]?.id}
            className={cn(
              'mt-2 flex flex-wrap items-center gap-x-6 gap-y-3',
              centred && 'justify-center',
            )}
          >
            <Elements elements={run} place={place} />
          </div>
        ) : (
          <Elements key={run[0]?.id} elements={run} place={place} />
        ),
      )}
    </div>
  );
}
