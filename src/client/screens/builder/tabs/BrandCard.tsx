import type { StoredFile } from '../../../../model/files/file';
import { secureImageValue } from '../../../../model/site-profile';
import { text } from '../../../../model/text';
import type { Website } from '../../../../model/website';
import { Card } from '../../../ui/card';
import type { BuilderStore } from '../state/builder-store';
import { ImageSettingField } from './ImageSettingField';
import { SettingField } from './SettingField';

type Settings = Website['settings'];
type Brand = NonNullable<Settings['brand']>;

const BRAND_NAME = text(120);

/** A logo or icon from the coach's files: its smallest web-sized copy (at most 480 px wide). */
const webCopyOf = (file: StoredFile) => file.variants[0]?.url ?? file.url;

/** The header's brand (business name, logo) and the icon in the visitor's browser tab. */
export function BrandCard({ website, store }: { website: Website; store: BuilderStore }) {
  const { settings } = website;
  const brand: Brand = settings.brand ?? {};
  const edit = (changes: Partial<Settings>) =>
    store.dispatch({ type: 'edit-settings', settings: { ...settings, ...changes } });
  const setBrand = (changes: Brand) => edit({ brand: { ...brand, ...changes } });
  return (
    <Card className="grid gap-4 p-6">
      <div>
        <h2 className="text-lg font-semibold">Header and icon</h2>
        <p className="text-sm text-slate-600">
          Shown at the top of your page. Left empty, your name is used.
        </p>
      </div>
      <SettingField
        label="Business name"
        value={brand.name ?? ''}
        schema={BRAND_NAME}
        maxLength={120}
        placeholder={settings.coachName?.trim() || 'e.g., Rivers Coaching'}
        onChange={(name) => setBrand({ name })}
        onDone={store.sealEdit}
      />
      <ImageSettingField
        label="Logo address"
        value={brand.logoUrl ?? ''}
        setting="logo"
        schema={secureImageValue}
        hint="An image from your files, or a link to one (https). It shows beside your business name."
        what="logo"
        addressOf={webCopyOf}
        onChange={(logoUrl) => setBrand({ logoUrl })}
        onDone={store.sealEdit}
      />
      <ImageSettingField
        label="Browser tab icon"
        value={settings.iconUrl ?? ''}
        setting="icon"
        schema={secureImageValue}
        hint="A small square image from your files, or a link (https). Left empty, a simple icon in your colours is used."
        what="icon"
        addressOf={webCopyOf}
        onChange={(iconUrl) => edit({ iconUrl })}
        onDone={store.sealEdit}
      />
    </Card>
  );
}
