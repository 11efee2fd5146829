import { Suspense, useState, type ComponentType } from 'react';
import { preloadable } from '../../../lib/preloadable';
import type { WriterState } from './ai/PageWriter';

/**
 * The builder's tabs other than the Content Editor (Design, AI Assistant, Share, CRM, Journey,
 * Blog), each loaded when the pointer or the keyboard focus first comes to its tab button, or when
 * it first opens, so the builder's first load carries only the Content Editor. Issue 26: the QR code,
 * the CRM screens and the page writer were a fifth of the builder's first download, the Design
 * tab another 4 KiB. The publish checklist's jump to a Design field waits for `preload`, so the
 * field is there to focus.
 */

/** The AI Assistant's page writer before it has written anything (kept by the builder). */
export const NO_PROPOSALS: WriterState = { proposals: [], notes: null, variant: 0 };

function TabLoading() {
  return (
    <p role="status" className="p-8 text-center text-slate-600">
      Loading...
    </p>
  );
}

/** A tab loaded when first needed; `preload` loads it ahead (idempotent, never fails). */
export type LazyTab<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

function lazyTab<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyTab<Props> {
  const { Lazy, preload, loaded } = preloadable(load);
  function Tab(props: Props) {
    // Decided once per opening: drawn at once when loaded, else after 'Loading...'.
    const [Now] = useState(loaded);
    if (Now) return <Now {...props} />;
    return (
      <Suspense fallback={<TabLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Tab, { preload });
}

export const DesignTab = lazyTab(() => import('./DesignTab').then((module) => module.DesignTab));
export const AiAssistantTab = lazyTab(() =>
  import('./ai/AiAssistantTab').then((module) => module.AiAssistantTab),
);
export const ShareTab = lazyTab(() => import('./ShareTab').then((module) => module.ShareTab));
export const CrmTab = lazyTab(() => import('./crm/CrmTab').then((module) => module.CrmTab));
export const JourneyTab = lazyTab(() => import('./JourneyTab').then((module) => module.JourneyTab));
export const BlogTab = lazyTab(() => import('../blog/BlogTab').then((module) => module.BlogTab));

const PRELOADS: Readonly<Record<string, () => Promise<void>>> = {
  design: DesignTab.preload,
  ai: AiAssistantTab.preload,
  share: ShareTab.preload,
  crm: CrmTab.preload,
  journey: JourneyTab.preload,
  blog: BlogTab.preload,
};

/** Starts loading the tab a tab button opens (its `value`), when it is one loaded later. */
export function preloadTab(value: string): void {
  void PRELOADS[value]?.();
}
