import { Text } from '../../../elements/Text';
import type { ElementComponents, SectionComponent } from '../../../types';
import { useRender } from '../../../context';
import { SectionFrame } from '../../../SectionFrame';
import { FooterContent, useHasFooter } from '../../../site/SiteFooter';
import { Elements, FALLBACK_ELEMENTS } from '../fallback';
import { CONTAINER, DEEPEST_BG, partition } from '../layout';

const FINE_PRINT: ElementComponents = {
  ...FALLBACK_ELEMENTS,
  paragraph: ({ element }) => <Text element={element} className="text-sm text-white/70" />,
};

/**
 * The closing band: the coach's social links, contact details and copyright from the settings,
 * then any links and lines of the section's own. With none of them, a published page draws nothing.
 */
export const FooterSection: SectionComponent = ({ section }) => {
  const { mode } = useRender();
  const hasFooter = useHasFooter();
  const [links, others] = partition(section.elements, ['social-link']);
  if (mode === 'public' && !hasFooter && section.elements.length === 0) return null;
  return (
    <SectionFrame section={section} className={`${DEEPEST_BG} py-12 sm:py-14`}>
      <div className={`${CONTAINER} flex flex-col items-center gap-8 text-center`}>
        <FooterContent tone="dark" />
        {links.length > 0 && (
          <nav className="flex flex-wrap justify-center gap-3 text-white/90">
            <Elements elements={links} />
          </nav>
        )}
        {others.length > 0 && (
          <>
            <span aria-hidden="true" className="h-px w-24 bg-[var(--cs-accent)]/60" />
            <div className="flex flex-col items-center gap-3">
              <Elements elements={others} components={FINE_PRINT} />
            </div>
          </>
        )}
      </div>
    </SectionFrame>
  );
};
