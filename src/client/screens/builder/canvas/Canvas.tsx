import { useEffect, useState } from 'react';
import type { Website } from '../../../../model/website';
import { WebsiteRenderer } from '../../../../render/WebsiteRenderer';
import type { Selection } from '../selection';
import { FramePortal } from './FramePortal';

type Props = {
  website: Website;
  selection: Selection;
  onSelect: (selection: Selection) => void;
};

/** Outlines what is selected without redrawing the page: one rule keyed by the selected id. */
function selectionRule(selection: Selection): string {
  const hover =
    '[data-element-id]{cursor:pointer}[data-element-id]:hover{outline:2px dashed #a5b4fc;outline-offset:2px}';
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

/** The builder canvas: the real template; clicking an element selects it, and links do not navigate. */
export function Canvas({ website, selection, onSelect }: Props) {
  const [doc, setDoc] = useState<Document | null>(null);
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
      if (element) onSelect({ kind: 'element', id: Number(element.dataset.elementId) });
      else if (section) onSelect({ kind: 'section', id: Number(section.dataset.sectionId) });
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  }, [doc, onSelect]);
  return (
    <FramePortal
      title="Website canvas"
      className="h-full w-full border-0 bg-white"
      onReady={setDoc}
    >
      <style>{selectionRule(selection)}</style>
      <WebsiteRenderer website={website} mode="edit" />
    </FramePortal>
  );
}
