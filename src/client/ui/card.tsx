import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-xl border border-border bg-white text-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function Badge({
  className,
  tone = 'default',
  ...props
}: ComponentProps<'span'> & { tone?: 'default' | 'secondary' | 'success' | 'featured' }) {
  const tones = {
    default: 'bg-primary text-primary-foreground',
    secondary: 'bg-muted text-slate-700',
    success: 'bg-green-700 text-white',
    featured: 'bg-orange-100 text-orange-800',
  };
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-primary',
        className,
      )}
    />
  );
}
