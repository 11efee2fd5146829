import { Button } from '../../../elements/Button';
import { Image } from '../../../elements/Image';
import { Text } from '../../../elements/Text';
import type { ElementComponents, SectionComponent } from '../../../types';
import { cn } from '../../../cn';
import { SectionFrame } from '../../../SectionFrame';
import { Elements, FALLBACK_ELEMENTS } from '../fallback';
import { CONTAINER, IVORY_BG, SECTION_PAD, partition, takeFirst } from '../layout';
import { SectionHeading } from '../parts/SectionHeading';

const BODY: ElementComponents = {
  ...FALLBACK_ELEMENTS,
  paragraph: ({ element }) => (
    <Text element={element} className="text-lg leading-relaxed text-slate-700" />
  ),
  button: ({ element }) => <Button element={element} className="mt-2 self-start px-8" />,
};

const PHOTO: ElementComponents = {
  image: ({ element }) => (
    <Image
      element={element}
      className="aspect-[4/5] w-full rounded-[2rem] object-cover shadow-xl ring-1 ring-slate-900/5"
    />
  ),
};

/** 'Meet {name}': the coach's introduction in a card, beside their photo when there is one. */
export const MeetSection: SectionComponent = ({ section }) => {
  const [images, rest] = partition(section.elements, ['image']);
  const [title, body] = takeFirst(rest, 'heading');
  const hasImage = images.length > 0;
  return (
    <SectionFrame section={section} className={`${IVORY_BG} ${SECTION_PAD}`}>
      <div
        className={cn(
          CONTAINER,
          'grid items-center gap-10 lg:gap-16',
          hasImage ? 'lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]' : 'max-w-5xl',
        )}
      >
        {hasImage && (
          <div className="relative flex flex-col gap-6">
            <div
              aria-hidden="true"
              className="absolute inset-0 translate-x-3 translate-y-3 rounded-[2rem] border-2 border-[var(--cs-accent)] sm:translate-x-5 sm:translate-y-5"
            />
            <div className="relative flex flex-col gap-6">
              <Elements elements={images} components={PHOTO} />
            </div>
          </div>
        )}
        <div className="relative overflow-hidden rounded-[2rem] bg-white p-7 shadow-[0_30px_80px_-40px_rgb(46_16_101/0.45)] ring-1 ring-slate-900/5 sm:p-12">
          <div
            aria-hidden="true"
            className="absolute inset-y-10 left-0 w-1.5 rounded-r-full bg-linear-to-b from-[var(--cs-primary)] to-[var(--cs-accent)]"
          />
          <div className="flex flex-col gap-6">
            <SectionHeading element={title} className="text-slate-900" />
            <Elements elements={body} components={BODY} />
          </div>
        </div>
      </div>
    </SectionFrame>
  );
};
