import { useBrandActions, useBrandKit } from '../../../app/brand-queries';
import { failureMessage } from '../../../lib/api';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { AreaPage, LoadFailed } from '../../areas/AreaPage';
import { BrandForm } from './BrandForm';

/** /brand-assets: the coach's brand kit, and applying it to a website. */
export default function BrandScreen() {
  const brand = useBrandKit();
  const { save } = useBrandActions();
  return (
    <AreaPage
      title="Brand Assets"
      description="Your logo, colours, fonts and voice in one kit. New websites start from it; apply it to any website in one click."
    >
      {brand.isPending && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <SpinnerIcon /> Loading your brand...
        </p>
      )}
      {brand.isError && (
        <LoadFailed message={failureMessage(brand.error)} onRetry={() => void brand.refetch()} />
      )}
      {brand.data && (
        <BrandForm
          key={brand.data.updatedAt ?? 'new'}
          initial={brand.data}
          saving={save.isPending}
          onSave={(kit) => save.mutateAsync(kit)}
        />
      )}
    </AreaPage>
  );
}
