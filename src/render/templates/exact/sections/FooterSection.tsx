import { Text } from '../../../elements/Text';
import type { ElementComponents, SectionComponent } from '../../../types';
import { SectionFrame } from '../../../SectionFrame';
import { Elements, FALLBACK_ELEMENTS } from '../fallback';
import { CONTAINER, DEEPEST_BG, partition } from '../layout';

const FINE_PRINT: ElementComponents = {
  ...FALLBACK_ELEMENTS,
  paragraph: ({ element }) => <Text element={element} className="text-sm text-white/70" />,
};

/** The closing band: social and mail links, then the copyright line. */
export const FooterSection: SectionComponent = ({ section }) => {
  const [links, others] = partition(section.elements, ['social-link']);
  return (
    <SectionFrame section={section} className={`${DEEPEST_BG} py-12 sm:py-14`}>
      <div className={`${CONTAINER} flex flex-col items-center gap-8 text-center`}>
        {links.length > 0 && (
          <nav className="flex flex-wrap justify-center gap-3 text-white/90">
            <Elements elements={links} />
          </nav>
        )}
        <span aria-hidden="true" className="h-px w-24 bg-[var(--cs-accent)]/60" />
        <div className="flex flex-col items-center gap-3">
          <Elements elements={others} components={FINE_PRINT} />
        </div>
      </div>
    </SectionFrame>
  );
};
