import { Text } from '../../../elements/Text';
import type { ElementComponents, SectionComponent } from '../../../types';
import { SectionFrame } from '../../../SectionFrame';
import { Elements, FALLBACK_ELEMENTS } from '../fallback';
import { CONTAINER, IVORY_BG, SECTION_PAD, takeFirst } from '../layout';
import { SectionHeading } from '../parts/SectionHeading';

const STORY: ElementComponents = {
  ...FALLBACK_ELEMENTS,
  paragraph: ({ element }) => (
    <Text
      element={element}
      className="text-lg leading-relaxed text-slate-700 first:font-[family-name:var(--cs-heading-font)] first:text-xl first:leading-relaxed first:text-slate-900 sm:first:text-2xl"
    />
  ),
};

/** The coach's story: the heading on the left, the story itself on the right. */
export const StorySection: SectionComponent = ({ section }) => {
  const [title, body] = takeFirst(section.elements, 'heading');
  return (
    <SectionFrame section={section} className={`${IVORY_BG} ${SECTION_PAD}`}>
      <div
        className={`${CONTAINER} grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16`}
      >
        <div className="lg:pt-2">
          <SectionHeading element={title} className="text-slate-900" />
        </div>
        <div className="flex flex-col gap-6">
          <Elements elements={body} components={STORY} />
        </div>
      </div>
    </SectionFrame>
  );
};
