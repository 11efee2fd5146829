import { sortByPosition } from '../../../../model/position';
import type { Element, Section } from '../../../../model/website';
import { cn } from '../../../cn';
import { DesignContext, useDesign } from '../context';
import { Elements } from '../elements';
import { Flow } from '../Flow';
import { splitMedia } from '../layout';
import type { Place, Surface } from '../skin';
import { Eyebrow, Shell } from './Shell';
import type { SectionProps } from './types';

/** The hero: big h1, text and actions; an image beside them from desktop width. */
export function HeroSection({ section, first }: SectionProps) {
  const { skin } = useDesign();
  return (
    <Shell
      section={section}
      surface={skin.hero}
      decor={skin.heroDecor}
      heroTag={first ? 'h1' : 'h2'}
      className="py-20 md:py-28 lg:py-32"
    >
      <TextAndMedia section={section} place="hero" />
    </Shell>
  );
}

/** About: text beside an image on desktop; without an image, the intro beside the story. */
export function AboutSection({ section, index }: SectionProps) {
  const { skin } = useDesign();
  const surface: Surface = skin.surfaces[index % 2] ?? skin.surfaces[0];
  return (
    <Shell section={section} surface={surface} className={skin.space}>
      <TextAndMedia section={section} place="section" />
    </Shell>
  );
}

function TextAndMedia({ section, place }: { section: Section; place: Place }) {
  const design = useDesign();
  const { skin } = design;
  const { text, media, mediaFirst } = splitMedia(section.elements);
  const label = place === 'hero' ? null : <Eyebrow section={section} />;
  const align = media.length === 0 && place === 'hero' ? skin.heroAlign : skin.splitAlign;
  if (media.length === 0) {
    if (align === 'left' && place !== 'hero')
      return <IntroBesideStory label={label} elements={text} />;
    return (
      <div
        className={cn(
          'flex flex-col gap-5',
          align === 'center' ? 'mx-auto max-w-4xl items-center' : 'max-w-5xl',
        )}
      >
        {label}
        <Flow elements={text} place={place} align={align} />
      </div>
    );
  }
  return (
    <DesignContext value={{ ...design, compact: true }}>
      <div
        className={cn(
          'grid items-center gap-12 lg:gap-16',
          place === 'hero' ? 'lg:grid-cols-[3fr_2fr]' : 'lg:grid-cols-2',
        )}
      >
        {mediaFirst && <MediaColumn media={media} />}
        <div
          className={cn('flex flex-col gap-5', align === 'center' ? 'items-center' : 'items-start')}
        >
          {label}
          <Flow elements={text} place={place} align={align} />
        </div>
        {!mediaFirst && <MediaColumn media={media} />}
      </div>
    </DesignContext>
  );
}

function MediaColumn({ media }: { media: Element[] }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Elements elements={media} place="section" />
    </div>
  );
}

/** Left-aligned designs without an image: label and title on the left, the story on the right. */
function IntroBesideStory({ label, elements }: { label: React.ReactNode; elements: Element[] }) {
  const sorted = sortByPosition(elements);
  const { titleId } = useDesign();
  const cut = sorted.findIndex((e) => e.id === titleId) + 1;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
      <div className="flex flex-col items-start gap-5">
        {label}
        <Flow elements={sorted.slice(0, cut)} place="section" align="left" />
      </div>
      <Flow elements={sorted.slice(cut)} place="section" align="left" />
    </div>
  );
}
