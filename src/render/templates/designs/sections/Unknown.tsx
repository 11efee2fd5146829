import { useDesign } from '../context';
import { Flow } from '../Flow';
import { Shell } from './Shell';
import type { SectionProps } from './types';

/** A section type this design has no layout for: a visible placeholder, then its elements. */
export function UnknownSection({ section, index }: SectionProps) {
  const { skin } = useDesign();
  const surface = skin.surfaces[index % 2] ?? skin.surfaces[0];
  return (
    <Shell section={section} surface={surface} className="py-12">
      <div className="flex flex-col gap-6">
        <p className="rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-4 text-center text-sm font-medium text-amber-900">
          {`Unknown section type: ${section.type}`}
        </p>
        <Flow elements={section.elements} place="section" align="left" />
      </div>
    </Shell>
  );
}
