import { useBrandActions, useBrandKit } from '../../../app/brand-queries';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
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
      <QueryStatus query={brand} loading="Loading your brand..." />
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
