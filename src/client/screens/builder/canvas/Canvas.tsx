import { useEffect, useMemo, useRef, useState } from 'react';
import type { Website } from '../../../../model/website';
import { WebsiteRenderer } from '../../../../render/WebsiteRenderer';
import type { Selection } from '../selection';
import type { BuilderStore } from '../state/builder-store';
import { runFindShortcut, runShortcut } from '../use-shortcuts';
import { deviceWidth, fitScale, type DeviceId } from './devices';
import { CanvasFocus } from './editing-focus';
import { FramePortal } from './FramePortal';
import { InlineEditor, type EditingTarget } from './inline-editor';
import { TextToolbar } from './TextToolbar';
import { useElementSize } from './use-element-size';

type Props = {
  website: Website;
  /** The page drawn (issue 38): its sections, with the home page's header and footer. */
  pageId: number;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** Chosen by keyboard (Enter on a link or button of the page): the focus goes to its properties. */
  onChoose: (selection: Selection, from: HTMLElement) => void;
  /** `/` or Ctrl/⌘+K pressed on the page: to 'Find an element'. */
  onFind: () => void;
  store: BuilderStore;
  device: DeviceId;
};

/** Room kept free on each side of the page, in screen pixels. */
const GUTTER = 12;

/** Narrower than this (a phone), the page is drawn at the room's own width: readable, unscaled. */
const PHONE_ROOM = 640;

const EDITING_RULES =
  '[data-field]{cursor:text}' +
  '[data-field][data-empty]{opacity:.55;font-style:italic}' +
  // Gradient text is clipped to its glyphs: a faded placeholder would vanish, so it is plain grey.
  '.bg-clip-text [data-field][data-empty]{opacity:1;color:#94a3b8}' +
  '[data-field][contenteditable]{outline:2px solid #6366f1;outline-offset:3px;border-radius:2px;opacity:1;caret-color:currentColor}' +
  // Tabbing through the page to choose a link or button shows where the focus is.
  ':is(a,button):focus-visible{outline:3px solid #4f46e5 !important;outline-offset:2px}';

/** Outlines what is selected without redrawing the page: one rule keyed by the selected id. */
function selectionRule(selection: Selection): string {
  const hover =
    '[data-element-id]{cursor:pointer}[data-element-id]:hover{outline:2px dashed #a5b4fc;outline-offset:2px}' +
    EDITING_RULES;
  if (!selection) return hover;
  if (selection.kind === 'section') {
    return `${hover}[data-section-id="${selection.id}"]{outline:3px solid #4f46e5 !important;outline-offset:-3px}`;
  }
  return `${hover}[data-element-id="${selection.id}"]{outline:3px solid #4f46e5 !important;outline-offset:2px}`;
}

function closest(target: EventTarget | null, selector: string): HTMLElement | null {
  const node = target as { closest?: (s: string) => HTMLElement | null } | null;
  return node?.closest ? node.closest(selector) : null;
}

/**
 * The builder canvas: the real template at a visitor's width (desktop 1280 px, tablet, phone),
 * scaled down to fit. Clicking an element selects it; clicking its text types there (see
 * InlineEditor); links and forms do nothing.
 */
export function Canvas(props: Props) {
  const { website, pageId, selection, onSelect, onChoose, onFind, store, device } = props;
  const [doc, setDoc] = useState<Document | null>(null);
  const [focus] = useState(() => new CanvasFocus());
  const [target, setTarget] = useState<EditingTarget | null>(null);
  const editor = useMemo(
    () => (doc ? new InlineEditor(doc, store, focus, setTarget) : null),
    [doc, store, focus],
  );
  const area = useRef<HTMLDivElement>(null);
  const room = useElementSize(area);
  const phone = room.width > 0 && room.width < PHONE_ROOM;
  const width = phone ? room.width : deviceWidth(device);
  const scale = phone ? 1 : fitScale(width, room.width - 2 * GUTTER);

  useEffect(() => {
    if (!doc || !selection) return;
    const attr = selection.kind === 'element' ? 'data-element-id' : 'data-section-id';
    doc
      .querySelector(`[${attr}="${selection.id}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [doc, selection]);

  useEffect(() => {
    if (!doc) return;
    const onClick = (event: MouseEvent) => {
      if (closest(event.target, 'a, button, form')) event.preventDefault();
      const element = closest(event.target, '[data-element-id]');
      const section = closest(event.target, '[data-section-id]');
      const chosen: Selection = element
        ? { kind: 'element', id: Number(element.dataset.elementId) }
        : section
          ? { kind: 'section', id: Number(section.dataset.sectionId) }
          : null;
      if (!chosen) return;
      // A click with no pointer (detail 0) is Enter or Space on a focused link or button.
      const frame = doc.defaultView;
      if (event.detail === 0 && frame && event.target instanceof frame.HTMLElement) {
        onChoose(chosen, event.target);
      } else onSelect(chosen);
    };
    // A middle or modified click would open a link in a new tab; a form would submit.
    const stop = (event: Event) => {
      if (closest(event.target, 'a, button, form')) event.preventDefault();
    };
    const onKey = (event: KeyboardEvent) =>
      void (runShortcut(store, event) || runFindShortcut(event, onFind));
    doc.addEventListener('click', onClick);
    doc.addEventListener('auxclick', stop);
    doc.addEventListener('submit', stop);
    doc.addEventListener('keydown', onKey);
    return () => {
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('auxclick', stop);
      doc.removeEventListener('submit', stop);
      doc.removeEventListener('keydown', onKey);
    };
  }, [doc, onSelect, onChoose, onFind, store]);

  useEffect(() => editor?.attach(), [editor]);

  return (
    <div ref={area} className="relative h-full w-full overflow-hidden">
      <div
        className="mx-auto h-full overflow-hidden bg-white shadow-sm ring-1 ring-slate-200"
        style={{ width: width * scale }}
      >
        <FramePortal
          title="Website canvas"
          className="block origin-top-left border-0 bg-white focus-visible:outline-3 focus-visible:outline-indigo-600"
          style={{
            width,
            height: room.height > 0 ? room.height / scale : '100%',
            transform: scale === 1 ? undefined : `scale(${scale})`,
          }}
          onReady={setDoc}
        >
          <style>{selectionRule(selection)}</style>
          <WebsiteRenderer website={website} pageId={pageId} mode="edit" editing={focus} />
        </FramePortal>
      </div>
      {doc && editor && target?.rich && (
        <TextToolbar doc={doc} editor={editor} node={target.node} area={area} scale={scale} />
      )}
    </div>
  );
}
