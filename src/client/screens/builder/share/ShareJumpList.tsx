import type { MouseEvent } from 'react';

/** The Share tab's parts, in order, by the id of the element that holds each. */
export const SHARE_PARTS = [
  { id: 'share-publish', label: 'Publish' },
  { id: 'share-preview', label: 'Preview link' },
  { id: 'share-domains', label: 'Your own domain' },
  { id: 'share-figures', label: 'Figures' },
  { id: 'share-versions', label: 'Versions' },
] as const;

/** Moves to a part: scrolled into view, and the keyboard's next Tab starts inside it. */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'start' });
}

/**
 * Links to each part of the Share tab, first in it: a keyboard reaches her domain or the versions
 * without a Tab through every item of the publish checklist.
 */
export function ShareJumpList() {
  return (
    <nav aria-label="On this tab">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {SHARE_PARTS.map((part) => (
          <li key={part.id}>
            <a
              href={`#${part.id}`}
              onClick={(event) => jump(event, part.id)}
              className="rounded text-primary underline underline-offset-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {part.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
