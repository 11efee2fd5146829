import { useMemo, useRef, useSyncExternalStore } from 'react';
import type { PublishAnswer } from '../../../../model/api-answers';
import { liveUrl } from '../../../../model/page-urls';
import type { Website, WebsiteSummary } from '../../../../model/website';
import type { BuilderStore } from '../state/builder-store';
import { planSync } from '../state/plan-sync';

/** What the builder knows about a website's live page. */
export type PublishInfo = {
  isPublished: boolean;
  slug: string | null;
  publishedAt: string | null;
  /** The server's answer the last time it was asked: the draft changed after the last publish. */
  serverHasChanges: boolean;
  /** The builder's draft at that moment; edits made since are changes the server's answer misses. */
  checkedDraft: Website;
};

/**
 * never: not published yet; offline: was published, taken down; live: up to date;
 * changes: live, but the draft has edits visitors don't see yet.
 */
export type LiveState = 'never' | 'offline' | 'live' | 'changes';

type Listener = () => void;

/** One per builder store: the top bar badge and the Share tab read and update the same facts. */
export class PublishStatus {
  private info: PublishInfo;
  private readonly listeners = new Set<Listener>();

  constructor(draft: Website) {
    this.info = {
      isPublished: draft.isPublished,
      slug: draft.slug,
      publishedAt: draft.publishedAt,
      serverHasChanges: draft.hasUnpublishedChanges,
      checkedDraft: draft,
    };
  }

  get = (): PublishInfo => this.info;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(partial: Partial<PublishInfo>): void {
    this.info = { ...this.info, ...partial };
    for (const listener of this.listeners) listener();
  }

  /** After POST publish: the server has exactly `draft` live now. */
  published(answer: PublishAnswer, draft: Website): void {
    this.update({ ...fromSummary(answer.website), serverHasChanges: false, checkedDraft: draft });
  }
}

export function fromSummary(
  summary: WebsiteSummary,
): Pick<PublishInfo, 'isPublished' | 'slug' | 'publishedAt' | 'serverHasChanges'> {
  return {
    isPublished: summary.isPublished,
    slug: summary.slug,
    publishedAt: summary.publishedAt,
    serverHasChanges: summary.hasUnpublishedChanges,
  };
}

const statuses = new WeakMap<BuilderStore, PublishStatus>();

/**
 * The publish facts for this builder. The top bar asks first, in the same render that creates the
 * store, so the starting point is the website exactly as the server sent it.
 */
export function publishStatusOf(store: BuilderStore): PublishStatus {
  let status = statuses.get(store);
  if (!status) {
    status = new PublishStatus(store.getState().history.present);
    statuses.set(store, status);
  }
  return status;
}

export function usePublishInfo(store: BuilderStore): PublishInfo {
  const status = publishStatusOf(store);
  return useSyncExternalStore(status.subscribe, status.get);
}

export function liveUrlOf(info: PublishInfo, origin: string): string | null {
  return info.slug ? liveUrl(origin, info.slug) : null;
}

export { usePublicOrigin } from '../../../app/public-origin';

/** Whether `draft` differs from what the server last said about the live page. */
function liveStateOf(info: PublishInfo, draft: Website): LiveState {
  if (!info.isPublished) return info.publishedAt ? 'offline' : 'never';
  if (info.serverHasChanges) return 'changes';
  return info.checkedDraft !== draft && planSync(info.checkedDraft, draft).next !== null
    ? 'changes'
    : 'live';
}

/** Live, live with changes, offline or never published; `draft` is the builder's current draft. */
export function useLiveState(store: BuilderStore, draft: Website): LiveState {
  const info = usePublishInfo(store);
  return useMemo(() => liveStateOf(info, draft), [info, draft]);
}

/**
 * The same, reading the draft from the store: the component redraws only when the answer
 * changes, not at every keystroke (the top bar's badge).
 */
export function useStoreLiveState(store: BuilderStore): LiveState {
  const info = usePublishInfo(store);
  const last = useRef<{ info: PublishInfo; draft: Website; state: LiveState } | null>(null);
  const read = () => {
    const draft = store.getState().history.present;
    const seen = last.current;
    if (seen && seen.info === info && seen.draft === draft) return seen.state;
    const state = liveStateOf(info, draft);
    last.current = { info, draft, state };
    return state;
  };
  return useSyncExternalStore(store.subscribe, read);
}
