import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Props = {
  title: string;
  className?: string;
  style?: React.CSSProperties;
  children: ReactNode;
  onReady?: (doc: Document) => void;
};

/** The frame's document, titled as the frame is (a document without a title is unnamed to a screen reader). */
const shell = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body style="margin:0"></body></html>`;

/** Copies the app's stylesheets into the frame so the templates look as they do everywhere else. */
function mirrorStyles(doc: Document): void {
  for (const node of document.head.querySelectorAll('link[rel="stylesheet"], style')) {
    doc.head.appendChild(node.cloneNode(true));
  }
}

/**
 * An iframe whose body React draws into through a portal: the page inside sees the frame's width, so
 * the templates' phone, tablet and desktop layouts apply as they would for a visitor of that width.
 */
export function FramePortal({ title, className, style, children, onReady }: Props) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  return (
    <iframe
      title={title}
      className={className}
      style={style}
      srcDoc={shell(title)}
      onLoad={(event) => {
        const doc = event.currentTarget.contentDocument;
        if (!doc || doc.body === body) return;
        mirrorStyles(doc);
        setBody(doc.body);
        onReady?.(doc);
      }}
    >
      {body && createPortal(children, body)}
    </iframe>
  );
}
