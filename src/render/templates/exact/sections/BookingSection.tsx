import { BookingFrame } from '../../../BookingFrame';
import { Text } from '../../../elements/Text';
import type { ElementComponents, SectionComponent } from '../../../types';
import { cn } from '../../../cn';
import { SectionFrame } from '../../../SectionFrame';
import { Elements, FALLBACK_ELEMENTS } from '../fallback';
import { CONTAINER, DEEP_BG, SECTION_PAD, takeFirst } from '../layout';
import { SectionHeading } from '../parts/SectionHeading';

const INTRO: ElementComponents = {
  ...FALLBACK_ELEMENTS,
  paragraph: ({ element }) => (
    <Text element={element} className="max-w-2xl text-lg leading-relaxed text-white/85" />
  ),
};

/** The booking band (#calendar): heading, a word from the coach and the booking calendar. */
export const BookingSection: SectionComponent = ({ section }) => {
  const [title, body] = takeFirst(section.elements, 'heading');
  return (
    <SectionFrame
      section={section}
      className={cn(
        DEEP_BG,
        SECTION_PAD,
        'bg-[image:radial-gradient(ellipse_at_50%_0%,color-mix(in_oklab,var(--cs-accent)_22%,transparent),transparent_60%)]',
      )}
    >
      <div className={cn(CONTAINER, 'flex max-w-5xl flex-col items-center gap-10')}>
        <div className="flex flex-col items-center gap-6 text-center">
          <SectionHeading element={title} center className="text-white" />
          <Elements elements={body} components={INTRO} />
        </div>
        <div className="w-full rounded-[1.75rem] bg-white p-2 shadow-2xl shadow-black/40 ring-1 ring-white/20 sm:p-3">
          <BookingFrame className="rounded-[1.25rem]" />
        </div>
      </div>
    </SectionFrame>
  );
};
