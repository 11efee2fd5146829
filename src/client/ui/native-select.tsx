import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * The browser's own select, in the kit's look (the same border and height as Input): keyboard and
 * screen readers as the platform has them. Its width is its content's, never wider than its row
 * (a long option is cut short there); `w-full` fills the row.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'h-10 max-w-full min-w-0 rounded-md border border-border bg-white px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
