import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useBrandActions, useBrandKit } from '../../../app/brand-queries';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
import { BrandForm } from './BrandForm';

/** /brand-assets: the coach's brand kit, and applying it to a website. */
export default function BrandScreen() {
  const brand = useBrandKit();
  const { save } = useBrandActions();
  const { hash } = useLocation();
  const loaded = brand.data !== undefined;
  const arrived = useRef(false);
  // #apply (the Content Hub's 'Apply'): the panel renders only once the kit has loaded, after the
  // browser looked for it, so it is brought into view and focused here, once. Below the form on a
  // narrow screen it is scrolled to; beside it on a wide one it is already in view.
  useEffect(() => {
    if (!loaded || hash !== '#apply' || arrived.current) return;
    const panel = document.getElementById('apply');
    if (!panel) return;
    arrived.current = true;
    panel.scrollIntoView({ block: 'nearest' });
    panel.focus({ preventScroll: true });
  }, [loaded, hash]);
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
