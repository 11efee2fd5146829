import { brandName } from '../../model/site-profile';
import { cn } from '../cn';
import { useRender } from '../context';
import { SiteBrand } from './SiteBrand';

/** Whether the settings give the header a brand to show. */
export function useHasBrand(): boolean {
  const { settings } = useRender();
  return !!(brandName(settings) || settings.brand?.logoUrl?.trim());
}

/** A slim top bar with the coach's brand, for templates without a header section of their own. */
export function SiteHeader({
  className,
  inner,
  brand,
}: {
  className?: string;
  /** Classes of the centred column, merged over the default width (to line up with the hero). */
  inner?: string;
  brand?: string;
}) {
  const { mode } = useRender();
  const hasBrand = useHasBrand();
  if (!hasBrand && mode !== 'edit') return null;
  // A landmark on the published page only; in the builder and preview the app has its own.
  const Tag = mode === 'public' ? 'header' : 'div';
  return (
    <Tag className={cn('py-3', className)}>
      <div
        className={cn('mx-auto flex min-h-12 w-full max-w-6xl items-center px-5 sm:px-8', inner)}
      >
        <SiteBrand className={cn('text-lg sm:text-xl', brand)} />
      </div>
    </Tag>
  );
}
