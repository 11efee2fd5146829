import { cn } from '../../../cn';
import { DesignContext, useDesign } from '../context';
import { Flow } from '../Flow';
import { titleOf } from '../layout';
import { Eyebrow, Shell } from './Shell';
import type { SectionProps } from './types';

/** The revolution statement: a full-width band, centred, the statement set large. */
export function StatementSection({ section }: SectionProps) {
  const { skin } = useDesign();
  return (
    <Shell section={section} surface={skin.statement} className={skin.space}>
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <Eyebrow section={section} />
        <Flow elements={section.elements} place="band" align="center" className="gap-6" />
      </div>
    </Shell>
  );
}

/** Call to action: a centred band with the invitation and its button. */
export function BandSection({ section }: SectionProps) {
  const design = useDesign();
  const { skin } = design;
  const surface = { ...skin.band, className: skin.bandSection };
  const inner = { skin, surface: skin.band, titleId: titleOf(section.elements) };
  return (
    <Shell section={section} surface={surface} className={skin.space}>
      <DesignContext value={inner}>
        <div
          className={cn(
            'flex flex-col items-center gap-6 text-center',
            skin.band.className,
            skin.bandFrame,
          )}
        >
          <Eyebrow section={section} />
          <Flow
            elements={section.elements}
            place="band"
            align="center"
            className="max-w-3xl gap-6"
          />
        </div>
      </DesignContext>
    </Shell>
  );
}
