import { Heading } from '../../../elements/Heading';
import type { ElementComponents, SectionComponent } from '../../../types';
import { SectionFrame } from '../../../SectionFrame';
import { SiteBrand } from '../../../site/SiteBrand';
import { Elements, FALLBACK_ELEMENTS } from '../fallback';
import { CONTAINER, partition } from '../layout';

const BRAND: ElementComponents = {
  ...FALLBACK_ELEMENTS,
  heading: ({ element }) => (
    <Heading element={element} className="text-xl text-[var(--cs-primary)] sm:text-2xl" />
  ),
};

/** The top bar: the coach's brand (from the settings) on the left, the urgency badges on the right. */
export const HeaderSection: SectionComponent = ({ section }) => {
  const [badges, rest] = partition(section.elements, ['badge']);
  return (
    <SectionFrame
      section={section}
      className="border-b border-slate-900/5 bg-white/95 text-slate-800"
    >
      <div
        className={`${CONTAINER} flex flex-col items-center gap-3 py-4 text-center sm:flex-row sm:justify-between sm:text-left`}
      >
        <div className="flex min-w-0 flex-col items-center gap-1 sm:items-start">
          <SiteBrand className="text-xl text-[var(--cs-primary)] sm:text-2xl" />
          <Elements elements={rest} components={BRAND} />
        </div>
        {badges.length > 0 && (
          <div className="flex flex-wrap items-center justify-center gap-2">
            <Elements elements={badges} />
          </div>
        )}
      </div>
    </SectionFrame>
  );
};
