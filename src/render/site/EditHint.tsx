import type { ReactNode } from 'react';
import { cn } from '../cn';
import { useRender } from '../context';

/**
 * A quiet note on the builder canvas for something the coach sets in the Design tab; the preview
 * and the published page never draw it.
 */
export function EditHint({ children, className }: { children: ReactNode; className?: string }) {
  const { mode } = useRender();
  if (mode !== 'edit') return null;
  return (
    <span
      data-edit-hint=""
      className={cn(
        'inline-flex items-center rounded-md border border-dashed border-current/30 px-2.5 py-1 text-xs font-normal normal-case tracking-normal opacity-60',
        className,
      )}
    >
      {children}
    </span>
  );
}
