import { sortByPosition } from '../../../../model/position';
import { SiteBrand } from '../../../site/SiteBrand';
import { useDesign } from '../context';
import { Elements } from '../elements';
import type { SectionProps } from './types';
import { Shell } from './Shell';

/**
 * The brand and navigation bar: the coach's brand from the settings (and a brand element of the
 * section's own, if it has one) on its own line on phones, everything in one row on desktop.
 */
export function HeaderSection({ section }: SectionProps) {
  const { skin } = useDesign();
  const sorted = sortByPosition(section.elements);
  const brand =
    sorted[0]?.type === 'heading' || sorted[0]?.type === 'image' ? sorted[0] : undefined;
  const rest = brand ? sorted.slice(1) : sorted;
  return (
    <Shell section={section} surface={skin.header} className="py-3 md:py-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
        <div className="mr-auto flex min-h-12 min-w-0 items-center gap-4">
          <SiteBrand className={skin.brand} />
          {brand && <Elements elements={[brand]} place="header" />}
        </div>
        {rest.length > 0 && (
          <div className="flex flex-wrap items-center gap-x-5 gap-y-1 md:gap-x-7">
            <Elements elements={rest} place="header" />
          </div>
        )}
      </div>
    </Shell>
  );
}
