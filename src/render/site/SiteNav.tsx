import { cn } from '../cn';
import { useRender } from '../context';

const FOCUS =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-[var(--cs-accent)] focus-visible:ring-offset-2';

/**
 * The website's navigation (issue 38): a slim bar above the page linking the pages the coach chose,
 * in her order, the one shown marked. Not drawn for a website of one page (nothing to navigate), so
 * such a page is drawn exactly as before pages. In the builder the links do not leave the canvas.
 */
export function SiteNav({ className }: { className?: string }) {
  const { nav, mode } = useRender();
  if (!nav || nav.length === 0) return null;
  return (
    <nav
      aria-label="Website"
      data-site-nav=""
      className={cn('border-b border-slate-200 bg-white text-slate-800', className)}
    >
      <ul className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-center gap-x-1 gap-y-1 px-3 py-2 text-sm sm:justify-end sm:px-8">
        {nav.map((link) => (
          <li key={link.id}>
            <a
              href={mode === 'public' ? link.href : undefined}
              aria-current={link.current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-md px-3 font-medium underline-offset-4 hover:underline',
                link.current && 'text-[var(--cs-primary)] underline decoration-2',
                FOCUS,
              )}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
