import { useEffect } from 'react';
import { Badge } from '../../../ui/card';
import type { BuilderStore } from '../state/builder-store';
import { useStoreLiveState, type LiveState } from './publish-status';
import { showFlash } from './share-helpers';

/** 'Live' (green) when published and up to date, 'Unpublished changes' (amber); nothing otherwise. */
export function LiveStateBadge({ state }: { state: LiveState }) {
  if (state === 'live') {
    return (
      <Badge tone="success" className="shrink-0 whitespace-nowrap" data-live-badge="live">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-white" /> Live
      </Badge>
    );
  }
  if (state === 'changes') {
    return (
      <Badge
        className="shrink-0 whitespace-nowrap border border-amber-300 bg-amber-100 text-amber-900"
        data-live-badge="changes"
      >
        <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" /> Unpublished
        changes
      </Badge>
    );
  }
  return null;
}

/**
 * The top bar's publish badge. It also shows the note a restore leaves before it reloads the
 * builder, since the top bar is the part of the builder that is always there.
 */
export function PublishBadge({ store }: { store: BuilderStore }) {
  const state = useStoreLiveState(store);
  useEffect(showFlash, []);
  return <LiveStateBadge state={state} />;
}
