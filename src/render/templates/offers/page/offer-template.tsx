import { sortByPosition } from '../../../../model/position';
import { LATEST_POSTS_SECTION } from '../../../../model/latest-posts';
import { LatestPostsSection } from '../../../blog/LatestPosts';
import type { SectionTypeMap } from '../../../../model/templates/types';
import type { Section, Website } from '../../../../model/website';
import { cn } from '../../../cn';
import { ElementList } from '../../../ElementList';
import { SectionFrame } from '../../../SectionFrame';
import { SiteFooter, type FooterTone } from '../../../site/SiteFooter';
import { SiteHeader } from '../../../site/SiteHeader';
import type { SectionComponent, TemplateComponent } from '../../../types';
import { OFFER_ELEMENTS } from '../elements';
import { BookingBlock, type BookingOptions } from './BookingBlock';
import type { Skin } from './SectionHeader';

export type TemplateOptions<SectionType extends string> = {
  skin: Skin;
  /**
   * Each of the template's section types (from the model) -> its layout; any other stored type is
   * drawn as 'Section: {type}' and its elements.
   */
  layouts: Readonly<Record<SectionType, SectionComponent>>;
  /** Classes of the page: base background, text colour and fonts. */
  page: string;
  booking: BookingOptions;
  /** The top bar with the coach's brand: its classes, and those of the brand name. */
  header: { className: string; inner?: string; brand?: string };
  /** The closing band with the coach's contact details and social links. */
  footer: { className: string; tone: FooterTone };
};

function layoutFor(
  layouts: Readonly<Record<string, SectionComponent>>,
  type: string,
): SectionComponent | undefined {
  return Object.hasOwn(layouts, type) ? layouts[type] : undefined;
}

function UnknownSection({ section, skin }: { section: Section; skin: Skin }) {
  const label = `Section: ${section.type}`;
  return (
    <SectionFrame section={section} className="bg-white py-14 text-slate-800" label={label}>
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-5 sm:px-8">
        <h2 className={cn(skin.title, 'mb-0')}>{label}</h2>
        <ElementList
          elements={section.elements}
          components={OFFER_ELEMENTS}
          unknownLabel="Unknown element"
        />
      </div>
    </SectionFrame>
  );
}

/**
 * An offer sales page: the coach's brand, its sections in order, each with its layout, then the
 * booking calendar and the footer. `sections` is the template's section types from the model: each
 * of them needs a layout, or the template does not typecheck.
 */
export function offerTemplate<const Sections extends SectionTypeMap>(
  sections: Sections,
  options: TemplateOptions<keyof Sections & string>,
): TemplateComponent {
  function OfferTemplate({ website }: { website: Website }) {
    return (
      <div className={cn('overflow-x-clip break-words', options.page)}>
        <SiteHeader {...options.header} />
        {sortByPosition(website.sections).map((section) => {
          if (section.type === LATEST_POSTS_SECTION)
            return <LatestPostsSection key={section.id} section={section} />;
          const Layout = layoutFor(options.layouts, section.type);
          return Layout ? (
            <Layout key={section.id} section={section} />
          ) : (
            <UnknownSection key={section.id} section={section} skin={options.skin} />
          );
        })}
        <BookingBlock booking={options.booking} skin={options.skin} />
        <SiteFooter tone={options.footer.tone} className={options.footer.className} />
      </div>
    );
  }
  return OfferTemplate;
}
