import type { Website } from '../../../../model/website';
import { WebsiteRenderer } from '../../../../render/WebsiteRenderer';
import { FramePortal } from '../canvas/FramePortal';

const DEVICES = [
  { name: 'Phone', width: 375, height: 740 },
  { name: 'Tablet', width: 768, height: 1000 },
  { name: 'Desktop', width: 1280, height: 800 },
] as const;

/** The page at phone, tablet and desktop widths, so each breakpoint can be checked by eye. */
export function MobileTab({ website, pageId }: { website: Website; pageId: number }) {
  return (
    // A region of its own that takes the focus: the keyboard scrolls it sideways to the wider pages.
    <div
      role="region"
      aria-label="Your page at three widths"
      tabIndex={0}
      className="flex h-full items-start gap-6 overflow-auto bg-slate-100 p-6 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
    >
      {DEVICES.map((device) => (
        <figure key={device.name} className="shrink-0">
          <figcaption className="mb-2 text-sm font-medium text-slate-600">
            {device.name} · {device.width} px
          </figcaption>
          <FramePortal
            title={`${device.name} preview`}
            className="rounded-xl border-8 border-slate-800 bg-white shadow-lg"
            style={{ width: device.width + 16, height: device.height }}
          >
            <WebsiteRenderer website={website} pageId={pageId} mode="preview" />
          </FramePortal>
        </figure>
      ))}
    </div>
  );
}
