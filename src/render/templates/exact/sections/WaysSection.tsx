import type { SectionComponent } from '../../../types';
import { SectionFrame } from '../../../SectionFrame';
import { Elements } from '../fallback';
import { CONTAINER, SECTION_PAD, TINT_BG, partition, takeFirst } from '../layout';
import { SectionHeading } from '../parts/SectionHeading';

/** 'Ways to Work Together': the heading, then each offer as a card with its own button. */
export const WaysSection: SectionComponent = ({ section }) => {
  const [title, rest] = takeFirst(section.elements, 'heading');
  const [cards, others] = partition(rest, ['offer-card', 'lead-form']);
  return (
    <SectionFrame section={section} className={`${TINT_BG} ${SECTION_PAD}`}>
      <div className={`${CONTAINER} flex flex-col gap-12`}>
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <SectionHeading element={title} center className="text-slate-900" />
          <Elements elements={others} />
        </div>
        {cards.length > 0 && (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
            <Elements elements={cards} />
          </div>
        )}
      </div>
    </SectionFrame>
  );
};
