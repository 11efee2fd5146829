import type { Section } from '../../../../model/website';
import { cn } from '../../../cn';
import { SectionFrame } from '../../../SectionFrame';
import type { ElementComponents, SectionComponent } from '../../../types';
import { OfferBlocks, type Grids } from './OfferBlocks';
import { hasOwnHeading, SectionHeader, useSectionTitle, type Skin } from './SectionHeader';

export type LayoutOptions = {
  skin: Skin;
  /** Classes of the section: background, text colour, spacing. */
  frame: string;
  /** Classes of the centred column, merged over the default width and gutters. */
  inner?: string;
  /** The spec's default title for this section type. */
  title?: string;
  /** Classes of the title, merged over the skin's. */
  header?: string;
  split?: boolean;
  components: ElementComponents;
  grids?: Grids;
  /** Classes of the block that holds the elements. */
  body?: string;
};

/** A section layout: a framed, centred column with the section's title and its ordered elements. */
export function sectionLayout(options: LayoutOptions): SectionComponent {
  function OfferSection({ section }: { section: Section }) {
    const title = useSectionTitle(section, options.title);
    return (
      <SectionFrame section={section} className={options.frame} label={title}>
        <div className={cn('mx-auto w-full max-w-6xl px-5 sm:px-8', options.inner)}>
          <SectionHeader
            title={title}
            asEyebrow={hasOwnHeading(section)}
            skin={options.skin}
            split={options.split}
            className={options.header}
          />
          <OfferBlocks
            elements={section.elements}
            components={options.components}
            grids={options.grids}
            className={options.body}
          />
        </div>
      </SectionFrame>
    );
  }
  return OfferSection;
}
