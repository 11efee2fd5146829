import { lazy, Suspense, type ComponentType } from 'react';
import type { WriterState } from './ai/PageWriter';

/**
 * The builder's tabs that the coach opens now and then (AI Assistant, Share, CRM, Journey), each
 * loaded the first time it opens, so the builder's first load carries only the Content Editor and
 * the Design tab (which the publish checklist jumps to and focuses at once). Issue 26: the QR code,
 * the CRM screens and the page writer were a fifth of the builder's first download.
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

function lazyTab<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Tab = lazy(async () => ({ default: await load() }));
  return function LazyTab(props: Props) {
    return (
      <Suspense fallback={<TabLoading />}>
        <Tab {...props} />
      </Suspense>
    );
  };
}

export const AiAssistantTab = lazyTab(() =>
  import('./ai/AiAssistantTab').then((module) => module.AiAssistantTab),
);
export const ShareTab = lazyTab(() => import('./ShareTab').then((module) => module.ShareTab));
export const CrmTab = lazyTab(() => import('./crm/CrmTab').then((module) => module.CrmTab));
export const JourneyTab = lazyTab(() => import('./JourneyTab').then((module) => module.JourneyTab));
