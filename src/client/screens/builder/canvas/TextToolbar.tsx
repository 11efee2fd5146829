import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { FormatToolbar } from '../rich-text/FormatToolbar';
import type { InlineEditor } from './inline-editor';

type Props = {
  doc: Document;
  editor: InlineEditor;
  /** The text being edited, inside the canvas frame. */
  node: HTMLElement;
  /** The canvas area the toolbar is placed in. */
  area: RefObject<HTMLDivElement | null>;
  scale: number;
};

/** Roughly the toolbar's height, to sit it just above the text. */
const ABOVE = 44;

/**
 * The formatting toolbar floating over the heading being edited. It lives outside the scaled frame,
 * so it keeps its size whatever the page's scale; its place follows the text as the page scrolls.
 */
export function TextToolbar({ doc, editor, node, area, scale }: Props) {
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const getRoot = useCallback(() => node, [node]);
  useLayoutEffect(() => {
    const frame = doc.defaultView?.frameElement;
    const measure = () => {
      const box = area.current?.getBoundingClientRect();
      if (!frame || !box) return;
      const framed = frame.getBoundingClientRect();
      const text = node.getBoundingClientRect();
      const top = framed.top - box.top + text.top * scale;
      const below = framed.top - box.top + text.bottom * scale + 8;
      setPlace({
        top: top - ABOVE >= 4 ? top - ABOVE : below,
        left: Math.max(4, Math.min(framed.left - box.left + text.left * scale, box.width - 140)),
      });
    };
    measure();
    doc.addEventListener('scroll', measure, true);
    doc.addEventListener('input', measure);
    window.addEventListener('resize', measure);
    return () => {
      doc.removeEventListener('scroll', measure, true);
      doc.removeEventListener('input', measure);
      window.removeEventListener('resize', measure);
    };
  }, [doc, node, area, scale]);
  if (!place) return null;
  return (
    <FormatToolbar
      doc={doc}
      getRoot={getRoot}
      label="Format text on the page"
      seal={editor.seal}
      hold={() => editor.hold()}
      resume={(range) => editor.resume(range)}
      leave={editor.finish}
      className="absolute"
      style={{ top: place.top, left: place.left }}
    />
  );
}
