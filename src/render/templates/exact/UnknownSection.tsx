import type { SectionComponent } from '../../types';
import { SectionFrame } from '../../SectionFrame';
import { Elements } from './fallback';
import { CONTAINER } from './layout';

/** A section type this page has no layout for: a visible box naming it, with its elements inside. */
export const UnknownSection: SectionComponent = ({ section }) => (
  <SectionFrame section={section} className="bg-white py-10 text-slate-800">
    <div className={CONTAINER}>
      <div className="flex flex-col gap-4 rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-6 text-amber-900">
        <p className="font-semibold">{`Unknown section type: ${section.type}`}</p>
        <Elements elements={section.elements} />
      </div>
    </div>
  </SectionFrame>
);
