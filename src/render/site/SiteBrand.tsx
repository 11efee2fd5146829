import { brandName } from '../../model/site-profile';
import { cn } from '../cn';
import { useRender } from '../context';
import { safeHref } from '../SafeLink';
import { EditHint } from './EditHint';

/**
 * The coach's brand from the website's settings: their logo and their business name (else their
 * own name). With neither, the published page shows nothing and the builder a hint.
 */
export function SiteBrand({ className }: { className?: string }) {
  const { settings } = useRender();
  const name = brandName(settings);
  const logo = settings.brand?.logoUrl?.trim() ?? '';
  if (!name && !logo) return <EditHint>Your name or brand: set it in Design</EditHint>;
  return (
    <p
      data-site-brand=""
      className={cn(
        'flex min-w-0 items-center gap-3 font-[family-name:var(--cs-heading-font)] font-bold',
        className,
      )}
    >
      {logo && (
        <img
          src={safeHref(logo)}
          alt={name ? '' : 'Logo'}
          width={160}
          height={40}
          decoding="async"
          className="h-10 w-auto max-w-40 shrink-0 object-contain object-left"
        />
      )}
      {name && <span className="min-w-0">{name}</span>}
    </p>
  );
}
