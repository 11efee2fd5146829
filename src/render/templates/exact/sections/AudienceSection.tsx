import { Text } from '../../../elements/Text';
import type { ElementComponents, SectionComponent } from '../../../types';
import { SectionFrame } from '../../../SectionFrame';
import { Elements, FALLBACK_ELEMENTS } from '../fallback';
import { CONTAINER, SECTION_PAD, TINT_BG, partition, takeFirst } from '../layout';
import { ListItem } from '../parts/ListItem';
import { SectionHeading } from '../parts/SectionHeading';

const INTRO: ElementComponents = {
  ...FALLBACK_ELEMENTS,
  paragraph: ({ element }) => (
    <Text element={element} className="text-lg leading-relaxed text-slate-700" />
  ),
};

const ITEMS: ElementComponents = { 'list-item': ({ element }) => <ListItem element={element} /> };

/** 'Who I Work With': heading and introduction beside a checklist of the people the coach helps. */
export const AudienceSection: SectionComponent = ({ section }) => {
  const [title, rest] = takeFirst(section.elements, 'heading');
  const [items, others] = partition(rest, ['list-item']);
  return (
    <SectionFrame section={section} className={`${TINT_BG} ${SECTION_PAD}`}>
      <div className={`${CONTAINER} grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-16`}>
        <div className="flex flex-col gap-6">
          <SectionHeading element={title} className="text-slate-900" />
          <Elements elements={others} components={INTRO} />
        </div>
        {items.length > 0 && (
          <ul className="flex flex-col gap-3">
            <Elements elements={items} components={ITEMS} />
          </ul>
        )}
      </div>
    </SectionFrame>
  );
};
