import { fillName } from '../../../../model/coach-name';
import type { ReactNode } from 'react';
import type { Section } from '../../../../model/website';
import { cn } from '../../../cn';
import { useRender } from '../../../context';
import { SectionFrame } from '../../../SectionFrame';
import { DesignContext, useDesign } from '../context';
import { titleOf } from '../layout';
import type { Surface } from '../skin';

type Props = {
  section: Section;
  surface: Surface;
  className?: string;
  /** Classes of the inner, width-limited container. */
  inner?: string;
  /** Decorative shapes behind the content. */
  decor?: readonly string[];
  heroTag?: 'h1' | 'h2';
  children: ReactNode;
};

/** A section: its frame (anchor, selection), background, content width and design context. */
export function Shell(props: Props) {
  const { section, surface, className, inner, decor = [], heroTag, children } = props;
  const { skin } = useDesign();
  const value = { skin, surface, titleId: titleOf(section.elements), heroTag };
  return (
    <SectionFrame
      section={section}
      className={cn(
        surface.className,
        decor.length > 0 && 'relative isolate overflow-hidden',
        className,
      )}
    >
      {decor.map((d) => (
        <div key={d} aria-hidden="true" className={cn('pointer-events-none -z-10', d)} />
      ))}
      <DesignContext value={value}>
        <div className={cn(skin.container, inner)}>{children}</div>
      </DesignContext>
    </SectionFrame>
  );
}

/** The section's title as a small label above its heading. */
export function Eyebrow({ section }: { section: Section }) {
  const { skin, surface } = useDesign();
  const { coachName } = useRender();
  const title = section.title?.trim();
  if (!title) return null;
  return <p className={skin.eyebrow[surface.tone]}>{fillName(title, coachName)}</p>;
}
