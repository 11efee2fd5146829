import type { Element } from '../../../../model/website';
import { cn } from '../../../cn';
import { Heading } from '../../../elements/Heading';
import { H2_CLASS } from '../layout';

/** A section's own heading (h2) over a short gold rule; nothing when the section has no heading. */
export function SectionHeading({
  element,
  center = false,
  className,
}: {
  element: Element | undefined;
  center?: boolean;
  className?: string;
}) {
  if (!element) return null;
  return (
    <div className={cn('flex flex-col gap-5', center && 'items-center text-center')}>
      <Heading element={element} className={cn(H2_CLASS, className)} />
      <span aria-hidden="true" className="h-1 w-16 rounded-full bg-[var(--cs-accent)]" />
    </div>
  );
}
