import { Button } from '../../../elements/Button';
import { Heading } from '../../../elements/Heading';
import { Image } from '../../../elements/Image';
import { Text } from '../../../elements/Text';
import type { ElementComponents, SectionComponent } from '../../../types';
import { SectionFrame } from '../../../SectionFrame';
import { cn } from '../../../cn';
import { Elements, FALLBACK_ELEMENTS } from '../fallback';
import { CONTAINER, DEEP_BG, partition, takeFirst } from '../layout';

/** Soft gold and violet light in the corners of the deep band. */
const GLOW =
  'bg-[image:radial-gradient(ellipse_at_100%_0%,color-mix(in_oklab,var(--cs-accent)_32%,transparent),transparent_55%),radial-gradient(ellipse_at_0%_100%,color-mix(in_oklab,var(--cs-primary)_70%,transparent),transparent_60%)]';

const HERO: ElementComponents = {
  ...FALLBACK_ELEMENTS,
  heading: ({ element }) => <Heading element={element} className="text-2xl sm:text-3xl" />,
  subheading: ({ element }) => (
    <Text
      element={element}
      className="max-w-2xl text-lg font-medium leading-snug text-[var(--cs-accent)] sm:text-xl"
    />
  ),
  paragraph: ({ element }) => (
    <Text
      element={element}
      className="max-w-2xl text-base leading-relaxed text-white/85 sm:text-lg"
    />
  ),
  button: ({ element }) => (
    <Button
      element={element}
      className="mt-2 min-h-14 bg-[var(--cs-accent)] px-8 text-base text-slate-950 shadow-lg shadow-black/30 focus-visible:ring-white sm:text-lg"
    />
  ),
  image: ({ element }) => (
    <Image
      element={element}
      className="aspect-[4/5] w-full rounded-[2rem] object-cover shadow-2xl ring-1 ring-white/15"
    />
  ),
};

/** The opening band: the page's one h1, the offer and the first call to action, on deep violet. */
export const HeroSection: SectionComponent = ({ section }) => {
  const [images, rest] = partition(section.elements, ['image']);
  const [title, body] = takeFirst(rest, 'heading');
  const hasImage = images.length > 0;
  return (
    <SectionFrame section={section} className={cn(DEEP_BG, GLOW)}>
      <div
        className={cn(
          CONTAINER,
          'grid items-center gap-12 py-20 sm:py-24 lg:py-32',
          hasImage && 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]',
        )}
      >
        <div
          className={cn(
            'flex flex-col items-start gap-6',
            !hasImage && 'mx-auto max-w-4xl items-center text-center',
          )}
        >
          {title && (
            <Heading
              element={title}
              as="h1"
              className="text-balance text-4xl text-white sm:text-5xl lg:text-7xl [&_em]:text-[var(--cs-accent)]"
            />
          )}
          <Elements elements={body} components={HERO} />
        </div>
        {hasImage && (
          <div className="flex flex-col gap-6">
            <Elements elements={images} components={HERO} />
          </div>
        )}
      </div>
    </SectionFrame>
  );
};
