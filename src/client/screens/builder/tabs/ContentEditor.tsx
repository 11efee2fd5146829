import { MousePointerClick } from 'lucide-react';
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { cn } from '../../../lib/cn';
import { preloadable } from '../../../lib/preloadable';
import { PanelSwitch, type PhonePanel } from '../PanelSwitch';
import { focusFirstProperty, PROPERTIES_ID } from '../panels/focus-fields';
import type { Website } from '../../../../model/website';
import { Canvas } from '../canvas/Canvas';
import type { DeviceId } from '../canvas/devices';
import { ElementProperties } from '../panels/ElementProperties';
import { SectionProperties } from '../panels/SectionProperties';
import { elementsIn } from '../panels/room';
import { StructurePanel } from '../panels/StructurePanel';
import { findElement, type Selection } from '../selection';
import { isShared, pageSections } from '../pages/open-page';
import { PagesPanel } from '../pages/PagesPanel';
import type { BuilderState, BuilderStore } from '../state/builder-store';

// Shown only when another tab saved a field this one changed too: loaded then.
const ConflictList = preloadable(() =>
  import('../panels/ConflictList').then((module) => module.ConflictList),
).Lazy;

type Props = {
  website: Website;
  state: BuilderState;
  store: BuilderStore;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** The page the canvas and Website Structure show (issue 38). */
  pageId: number;
  onOpenPage: (pageId: number) => void;
};

function Properties({ website, state, store, selection, onSelect }: Props) {
  if (selection?.kind === 'element') {
    const found = findElement(website, selection.id);
    if (found)
      return (
        <ElementProperties
          key={found.element.id}
          element={found.element}
          store={store}
          errors={state.invalidElements.get(found.element.id)}
        />
      );
  }
  if (selection?.kind === 'section') {
    // Its place among its own page's sections (a shared header's: among the home page's).
    const found = website.sections.find((s) => s.id === selection.id);
    const own = website.sections.filter((s) => s.pageId === found?.pageId);
    const section = found && own.includes(found) ? found : undefined;
    if (section) {
      return (
        <SectionProperties
          key={section.id}
          section={section}
          position={own.indexOf(section)}
          count={own.length}
          template={website.template}
          elementsInWebsite={elementsIn(website)}
          store={store}
          onSelectElement={(id) => onSelect({ kind: 'element', id })}
        />
      );
    }
  }
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center text-slate-500">
      <MousePointerClick aria-hidden="true" className="size-8" />
      <p className="font-medium text-slate-700">Select a Section or Element</p>
      <p className="text-sm">Click anything on the page, or pick it in Website Structure.</p>
    </div>
  );
}

type EditorProps = Props & {
  device: DeviceId;
  panel: PhonePanel;
  onPanel: (panel: PhonePanel) => void;
  /** Where Escape in the properties takes the focus back to (see useChoose). */
  returnToRef: RefObject<{ node: HTMLElement; panel: PhonePanel } | null>;
  /** The find shortcut pressed on the canvas (its frame's keys do not reach the builder's). */
  onFind: () => void;
};

/**
 * Choosing something by keyboard (or a row of Website Structure) selects it and takes the focus to
 * its first property field, showing the properties on a phone; Escape there goes back.
 */
function useChoose({ onSelect, onPanel, returnToRef }: EditorProps) {
  const [chosen, setChosen] = useState(0);
  useEffect(() => {
    if (chosen === 0) return;
    const frame = requestAnimationFrame(focusFirstProperty);
    return () => cancelAnimationFrame(frame);
  }, [chosen]);
  const choose = useCallback(
    (selection: Selection, from: HTMLElement, panel: PhonePanel) => {
      onSelect(selection);
      returnToRef.current = { node: from, panel };
      onPanel('properties');
      setChosen((n) => n + 1);
    },
    [onSelect, onPanel, returnToRef],
  );
  const back = (event: KeyboardEvent<HTMLElement>) => {
    const to = returnToRef.current;
    if (event.key !== 'Escape' || event.defaultPrevented || !to?.node.isConnected) return;
    if (!event.currentTarget.contains(event.target as Node)) return; // a dialog's own Escape
    event.preventDefault();
    onPanel(to.panel);
    requestAnimationFrame(() => to.node.focus());
  };
  return { choose, back };
}

export function ContentEditor(props: EditorProps) {
  const { device, panel, onPanel } = props;
  const { choose, back } = useChoose(props);
  const fromTree = useCallback(
    (selection: Selection, from: HTMLElement) => choose(selection, from, 'structure'),
    [choose],
  );
  const fromCanvas = useCallback(
    (selection: Selection, from: HTMLElement) => choose(selection, from, 'page'),
    [choose],
  );
  // From lg the three sit side by side; below it one shows at a time (PanelSwitch picks which).
  const shown = (which: PhonePanel) => (panel === which ? 'flex-1' : 'hidden lg:block');
  const { website, pageId, onOpenPage } = props;
  const onPage = useMemo(() => pageSections(website, pageId), [website, pageId]);
  const home = website.pages.find((p) => p.isHome);
  const shares = pageId !== home?.id && website.sections.some((s) => isShared(website, s));
  return (
    <div className="flex h-full min-h-0 flex-col lg:grid lg:grid-cols-[300px_minmax(0,1fr)_320px]">
      <PanelSwitch panel={panel} onPanel={onPanel} />
      {/*
        Each panel is a stacking context (isolate), so Chrome keeps its painting when only another
        part of the window changed: a keystroke repaints the field and the page, not every row.
      */}
      <aside
        className={cn(
          'isolate min-h-0 overflow-y-auto bg-white p-3 lg:border-r lg:border-border',
          shown('structure'),
        )}
      >
        <PagesPanel
          pages={website.pages}
          openPageId={pageId}
          address={website.slug}
          store={props.store}
          onOpen={onOpenPage}
        />
        {shares && (
          <p className="mb-3 rounded-md bg-slate-50 p-2 text-xs text-slate-600">
            The header and footer are shared with every page: click them on the page to edit them,
            or open {home?.title ?? 'the home page'}.
          </p>
        )}
        <StructurePanel
          website={onPage}
          selection={props.selection}
          onSelect={props.onSelect}
          onChoose={fromTree}
          store={props.store}
          pageId={pageId}
          sectionsInWebsite={website.sections.length}
          elementsInWebsite={elementsIn(website)}
        />
      </aside>
      <div className={cn('min-h-0 bg-slate-100 lg:py-3', shown('page'))}>
        <Canvas
          website={website}
          pageId={pageId}
          selection={props.selection}
          onSelect={props.onSelect}
          onChoose={fromCanvas}
          onFind={props.onFind}
          store={props.store}
          device={device}
        />
      </div>
      <aside
        id={PROPERTIES_ID}
        tabIndex={-1}
        aria-label="Properties"
        onKeyDown={back}
        className={cn(
          'isolate min-h-0 overflow-y-auto bg-white p-4 focus-visible:outline-none lg:border-l lg:border-border',
          shown('properties'),
        )}
      >
        {props.state.conflicts.length > 0 && (
          <Suspense fallback={null}>
            <ConflictList
              conflicts={props.state.conflicts}
              website={props.website}
              store={props.store}
              onSelect={props.onSelect}
            />
          </Suspense>
        )}
        <Properties {...props} />
      </aside>
    </div>
  );
}
