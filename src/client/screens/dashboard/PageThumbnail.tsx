import { useLayoutEffect, useRef, useState } from 'react';

/** The width the page is drawn at before it is scaled down to the card: the desktop layout. */
const PAGE_WIDTH = 1280;
const PAGE_HEIGHT = 800;

/**
 * The first screen of the coach's page, drawn by the server (the same renderer as the live page)
 * into a sandboxed frame: no script runs in it, nothing in it can be clicked or focused. The frame
 * loads only when the card nears the screen, and the browser keeps it until the draft changes
 * (the address carries the draft's last change), so a dashboard of 100 cards stays light.
 */
export function PageThumbnail({ websiteId, updatedAt }: { websiteId: number; updatedAt: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScale(element.clientWidth / PAGE_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="relative aspect-[16/10] w-full overflow-hidden border-b border-border bg-muted"
      data-testid="page-thumbnail"
    >
      <iframe
        src={`/api/websites/${websiteId}/thumbnail?v=${encodeURIComponent(updatedAt)}`}
        title=""
        aria-hidden="true"
        tabIndex={-1}
        loading="lazy"
        // Same origin so its stylesheet and fonts load; without allow-scripts nothing runs in it.
        sandbox="allow-same-origin"
        scrolling="no"
        className="pointer-events-none absolute left-0 top-0 origin-top-left border-0 bg-white"
        style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
        inert
      />
    </div>
  );
}
