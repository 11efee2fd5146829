import { footerContent } from '../../model/site-profile';
import { cn } from '../cn';
import { useRender } from '../context';
import { SafeLink } from '../SafeLink';
import { EditHint } from './EditHint';
import { SocialIcon } from './SocialIcon';

export type FooterTone = 'light' | 'dark';

const TONES: Record<FooterTone, { muted: string; icon: string; link: string }> = {
  light: {
    muted: 'text-current/80',
    icon: 'ring-current/20 hover:bg-current/5',
    link: 'text-current hover:underline',
  },
  dark: {
    muted: 'text-current/70',
    icon: 'ring-current/30 hover:bg-current/10',
    link: 'text-current hover:underline',
  },
};

const FOCUS =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-[var(--cs-accent)]';

/** Whether the settings give the footer anything to show. */
export function useHasFooter(): boolean {
  const { settings } = useRender();
  const c = footerContent(settings);
  return !!(c.name || c.email || c.phone || c.social.length || c.privacyUrl);
}

/**
 * The footer's content from the website's settings: social links, contact details, the copyright
 * line and a privacy link. Parts the coach has not set are not drawn; with none, nothing is (the
 * builder shows a hint instead).
 */
export function FooterContent({ tone, className }: { tone: FooterTone; className?: string }) {
  const { settings } = useRender();
  const c = footerContent(settings);
  const look = TONES[tone];
  const hasAny = useHasFooter();
  if (!hasAny) {
    return <EditHint>Footer: add your contact details and social links in Design</EditHint>;
  }
  const year = new Date().getFullYear();
  return (
    <div className={cn('flex flex-col items-center gap-6 text-center', className)}>
      {c.social.length > 0 && (
        <ul aria-label="Social links" className="flex flex-wrap justify-center gap-3">
          {c.social.map((s) => (
            <li key={s.network}>
              <SafeLink
                href={s.url}
                aria-label={s.label}
                title={s.label}
                className={cn(
                  'inline-flex size-11 items-center justify-center rounded-full ring-1 transition',
                  look.icon,
                  FOCUS,
                )}
              >
                <SocialIcon glyph={s.network} />
              </SafeLink>
            </li>
          ))}
        </ul>
      )}
      {(c.email || c.phone) && (
        <p className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm">
          {c.email && (
            <a
              href={`mailto:${c.email}`}
              className={cn('inline-flex min-h-11 items-center gap-2', look.link, FOCUS)}
            >
              <SocialIcon glyph="mail" className="size-4 shrink-0" />
              {c.email}
            </a>
          )}
          {c.phone && (
            <a
              href={`tel:${c.phone.replace(/[^0-9+]/g, '')}`}
              className={cn('inline-flex min-h-11 items-center gap-2', look.link, FOCUS)}
            >
              <SocialIcon glyph="phone" className="size-4 shrink-0" />
              {c.phone}
            </a>
          )}
        </p>
      )}
      {(c.name || c.privacyUrl) && (
        <p
          className={cn(
            'flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-sm',
            look.muted,
          )}
        >
          {c.name && <span>{`© ${year} ${c.name}`}</span>}
          {c.privacyUrl && (
            <SafeLink href={c.privacyUrl} className={cn('underline-offset-4', look.link, FOCUS)}>
              Privacy policy
            </SafeLink>
          )}
        </p>
      )}
    </div>
  );
}

/** The page's closing band, for templates without a footer section of their own. */
export function SiteFooter({ tone, className }: { tone: FooterTone; className?: string }) {
  const { mode } = useRender();
  const hasAny = useHasFooter();
  if (!hasAny && mode !== 'edit') return null;
  // A landmark on the published page only; in the builder and preview the app has its own.
  const Tag = mode === 'public' ? 'footer' : 'div';
  return (
    <Tag className={cn('px-5 py-10 sm:px-8 sm:py-12', className)}>
      <div className="mx-auto flex w-full max-w-6xl justify-center">
        <FooterContent tone={tone} />
      </div>
    </Tag>
  );
}
