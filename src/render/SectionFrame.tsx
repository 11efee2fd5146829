import type { ReactNode } from 'react';
import type { Section } from '../model/website';
import { cn } from './cn';
import { useRender } from './context';

export function SectionFrame({
  section,
  className,
  children,
  label,
}: {
  section: Section;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const { mode, anchors } = useRender();
  return (
    <section
      id={anchors.get(section.id)}
      aria-label={label ?? section.title ?? section.name}
      className={cn('scroll-mt-4', className)}
      {...(mode === 'public' ? {} : { 'data-section-id': section.id })}
    >
      {children}
    </section>
  );
}
