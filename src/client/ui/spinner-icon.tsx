import { Loader2 } from 'lucide-react';
import { cn } from '../lib/cn';

/**
 * A turning loader icon. The turn is on an HTML box around the SVG: Chrome runs a transform
 * animation of an HTML element on the compositor, but one on an SVG element on the main thread,
 * repainting the whole page at every frame (twice per keystroke while the builder says "Saving...").
 */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className="inline-flex shrink-0 animate-spin">
      <Loader2 className={cn('size-4', className)} />
    </span>
  );
}
