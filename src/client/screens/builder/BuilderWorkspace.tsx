import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageView } from '../../../model/page-view';
import type { Website } from '../../../model/website';
import type { ChecklistTarget } from '../../../model/publish-checklist';
import type { DeviceId } from './canvas/devices';
import { Tabs, TabsContent } from '../../ui/tabs';
import { BuilderNavigation, contentField, settingField } from './navigation';
import { resolveSelection, type Selection } from './selection';
import type { WriterState } from './tabs/ai/PageWriter';
import { ContentEditor } from './tabs/ContentEditor';
import {
  AiAssistantTab,
  BlogTab,
  CrmTab,
  DesignTab,
  JourneyTab,
  NO_PROPOSALS,
  ShareTab,
} from './tabs/lazy-tabs';
import { MobileTab } from './tabs/MobileTab';
import { firstSectionOn, openPageId, pageShowing } from './pages/open-page';
import { tabOf, ToolTabs } from './ToolTabs';
import type { PhonePanel } from './PanelSwitch';
import { focusCanvas, focusFirstProperty, focusSearch } from './panels/focus-fields';
import { SkipLinks } from './SkipLinks';
import { TopBar } from './TopBar';
import { useBuilderState, useBuilderStore } from './use-builder';
import { useFindShortcut, useUndoShortcuts } from './use-shortcuts';

/** The builder for one loaded website: top bar, seven tabs, the first section selected on load. */
export function BuilderWorkspace({ initial }: { initial: Website }) {
  const store = useBuilderStore(initial);
  const state = useBuilderState(store);
  const website = state.history.present;
  // The page the canvas edits (issue 38): the home page first, or the one she opens.
  const [wantedPage, setWantedPage] = useState<number | null>(null);
  const pageId = openPageId(website, wantedPage);
  const [rawSelection, setRawSelection] = useState<Selection>(() =>
    firstSectionOn(initial, pageId),
  );
  const selection = resolveSelection(rawSelection, state.aliases);
  const select = useCallback(
    (next: Selection) => {
      store.sealEdit();
      setRawSelection(next);
      // Something on another page (the checklist points at it): that page opens.
      const present = store.getState().history.present;
      const page = pageShowing(present, openPageId(present, wantedPage), next);
      if (page !== null) setWantedPage(page);
    },
    [store, wantedPage],
  );
  const openPage = useCallback(
    (page: number) => {
      store.sealEdit();
      setWantedPage(page);
      setRawSelection(firstSectionOn(store.getState().history.present, page));
    },
    [store],
  );
  // What the other tools see: the open page as it is drawn (its sections, the shared header and footer).
  const onPage = useMemo(() => pageView(website, pageId), [website, pageId]);
  const [device, setDevice] = useState<DeviceId>('desktop');
  useUndoShortcuts(store);
  const [params] = useSearchParams();
  // Opened on the tab a link names (the account screen's domains link to the Share tab).
  const [tab, setTab] = useState(() => tabOf(params.get('tab')));
  const [panel, setPanel] = useState<PhonePanel>('page');
  const returnTo = useRef<{ node: HTMLElement; panel: PhonePanel } | null>(null);
  /** A skip link: the Content Editor with the panel shown, then the focus on it a frame later. */
  const skipTo = (to: PhonePanel, focus: () => void) => {
    const from = document.activeElement;
    if (to === 'properties' && from instanceof HTMLElement) {
      returnTo.current = { node: from, panel };
    }
    setTab('content');
    setPanel(to);
    requestAnimationFrame(focus);
  };
  /** `/` or Ctrl/⌘+K: 'Find an element' in Website Structure, from any tab. */
  const find = useCallback(() => {
    setTab('content');
    setPanel('structure');
    requestAnimationFrame(focusSearch);
  }, []);
  useFindShortcut(find);
  const [writer, setWriter] = useState<WriterState>(NO_PROPOSALS);
  /** The Design tab field to focus once the tab has opened (it mounts when it opens). */
  const focusSetting = useRef<string | null>(null);
  /** The selected element's field to focus once the Content Editor shows it. */
  const focusField = useRef<string | null>(null);
  const goTo = useCallback(
    (target: ChecklistTarget) => {
      if (target.kind === 'element') {
        focusField.current = target.field ?? null;
        select({ kind: 'element', id: target.id });
        setTab('content');
        // On a phone, where one panel shows at a time, the field to fix is in Properties.
        if (target.field) setPanel('properties');
      } else {
        focusSetting.current = target.setting;
        // Opened once its code is here, so that the field is there to focus a frame later.
        void DesignTab.preload().then(() => setTab('design'));
      }
    },
    [select],
  );
  useEffect(() => {
    const setting = focusSetting.current;
    if (tab !== 'design' || !setting) return;
    // A frame later: a dialog that sent the coach here has let go of the focus by then.
    const frame = requestAnimationFrame(() => {
      focusSetting.current = null;
      const field = settingField(setting);
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [tab]);
  useEffect(() => {
    const field = focusField.current;
    if (tab !== 'content' || !field || rawSelection?.kind !== 'element') return;
    const frame = requestAnimationFrame(() => {
      focusField.current = null;
      const input = contentField(field);
      input?.scrollIntoView({ block: 'center' });
      input?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [tab, rawSelection]);
  return (
    <div className="flex h-dvh flex-col bg-slate-50">
      <SkipLinks
        onProperties={() => skipTo('properties', focusFirstProperty)}
        onPage={() => skipTo('page', focusCanvas)}
      />
      <TopBar
        name={website.name}
        websiteId={website.id}
        status={state.status}
        canUndo={state.history.past.length > 0}
        canRedo={state.history.future.length > 0}
        store={store}
        device={device}
        onDevice={setDevice}
      />
      <BuilderNavigation value={goTo}>
        <Tabs value={tab} onValueChange={setTab} className="flex min-h-0 flex-1 flex-col">
          <ToolTabs />
          <TabsContent value="content" className="overflow-hidden">
            <ContentEditor
              website={website}
              state={state}
              store={store}
              selection={selection}
              onSelect={select}
              pageId={pageId}
              onOpenPage={openPage}
              device={device}
              panel={panel}
              onPanel={setPanel}
              returnToRef={returnTo}
              onFind={find}
            />
          </TabsContent>
          <TabsContent value="design" className="overflow-y-auto">
            <DesignTab website={website} store={store} />
          </TabsContent>
          <TabsContent value="ai" className="overflow-y-auto">
            <AiAssistantTab
              website={onPage}
              pageId={pageId}
              store={store}
              selection={selection}
              writer={writer}
              onWriter={setWriter}
            />
          </TabsContent>
          <TabsContent value="mobile" className="overflow-hidden">
            <MobileTab website={website} pageId={pageId} />
          </TabsContent>
          <TabsContent value="share">
            <ShareTab website={website} store={store} />
          </TabsContent>
          <TabsContent value="crm" className="overflow-y-auto">
            <CrmTab website={website} store={store} />
          </TabsContent>
          <TabsContent value="journey">
            <JourneyTab />
          </TabsContent>
          <TabsContent value="blog" className="overflow-y-auto">
            <BlogTab website={website} store={store} />
          </TabsContent>
        </Tabs>
      </BuilderNavigation>
    </div>
  );
}
