import { AlertTriangle, Check, CloudUpload, RefreshCw } from 'lucide-react';
import type { SaveStatus } from './state/builder-store';

/**
 * Saving / Saved / Retrying, always visible, announced to screen readers. "Saving..." has a still
 * icon, not a turning one: it shows from the first keystroke until the save lands, and a turning
 * icon beside the words being typed draws a new frame of the whole window 60 times a second for
 * as long as the coach types (on a computer without a graphics card, time taken from the typing).
 */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  const body = {
    saved: (
      <>
        <Check aria-hidden="true" className="size-4 text-green-600" /> Saved
      </>
    ),
    saving: (
      <>
        <CloudUpload aria-hidden="true" className="size-4 text-slate-500" /> Saving...
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
