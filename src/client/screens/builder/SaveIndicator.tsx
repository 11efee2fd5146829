import { AlertTriangle, Check, RefreshCw } from 'lucide-react';
import type { SaveStatus } from './state/builder-store';
import { SpinnerIcon } from '../../ui/spinner-icon';

/** Saving / Saved / Retrying, always visible, announced to screen readers. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  const body = {
    saved: (
      <>
        <Check aria-hidden="true" className="size-4 text-green-600" /> Saved
      </>
    ),
    saving: (
      <>
        <SpinnerIcon /> Saving...
      </>
    ),
    retrying: (
      <>
        <RefreshCw aria-hidden="true" className="size-4 text-amber-600" />{' '}
        {status.kind === 'retrying' && status.message}
      </>
    ),
    invalid: (
      <>
        <AlertTriangle aria-hidden="true" className="size-4 text-destructive" />{' '}
        {status.kind === 'invalid' && status.message}
      </>
    ),
  }[status.kind];
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-w-0 items-center gap-1.5 truncate text-sm text-slate-600"
      data-save-state={status.kind}
    >
      {body}
    </p>
  );
}
