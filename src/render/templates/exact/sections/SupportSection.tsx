import type { SectionComponent } from '../../../types';
import { SectionFrame } from '../../../SectionFrame';
import { Elements } from '../fallback';
import { CONTAINER, SECTION_PAD, partition, takeFirst } from '../layout';
import { SectionHeading } from '../parts/SectionHeading';

/** 'What I Actually Support You To Become': the heading, then the points as numbered cards. */
export const SupportSection: SectionComponent = ({ section }) => {
  const [title, rest] = takeFirst(section.elements, 'heading');
  const [points, others] = partition(rest, ['point']);
  return (
    <SectionFrame section={section} className={`bg-white text-slate-800 ${SECTION_PAD}`}>
      <div className={`${CONTAINER} flex flex-col gap-12`}>
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <SectionHeading element={title} center className="text-slate-900" />
          <Elements elements={others} />
        </div>
        {points.length > 0 && (
          <div className="grid gap-6 [counter-reset:point] md:grid-cols-3 lg:gap-8">
            <Elements elements={points} />
          </div>
        )}
      </div>
    </SectionFrame>
  );
};
