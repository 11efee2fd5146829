import { useId } from 'react';
import type { StoredFile } from '../../../../model/files/file';
import { shareImageValue } from '../../../../model/site-profile';
import type { Website } from '../../../../model/website';
import { Card } from '../../../ui/card';
import { Input, Label } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import type { BuilderStore } from '../state/builder-store';
import { ImageSettingField } from './ImageSettingField';

type Seo = NonNullable<Website['settings']['seo']>;

/** Link previews read JPEG and PNG everywhere, and skip pictures over about 5 MB (X's limit). */
const PREVIEW_READY = /^image\/(jpeg|png)$/;
const PREVIEW_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A share image from the coach's files: the picture itself when every link preview can read it,
 * else its largest web-sized copy (WebP, at most 1600 px wide).
 */
function shareImageOf(file: StoredFile): string {
  if (PREVIEW_READY.test(file.mime) && file.size <= PREVIEW_MAX_BYTES) return file.url;
  return file.variants[file.variants.length - 1]?.url ?? file.url;
}

/** What search engines and link previews show for the published page. */
export function SeoCard({ website, store }: { website: Website; store: BuilderStore }) {
  const ids = { title: useId(), description: useId() };
  const seo: Seo = website.settings.seo ?? {};
  const set = (changes: Seo) =>
    store.dispatch({
      type: 'edit-settings',
      settings: { ...website.settings, seo: { ...seo, ...changes } },
    });
  return (
    <Card className="grid gap-4 p-6">
      <div>
        <h2 className="text-lg font-semibold">Search and social</h2>
        <p className="text-sm text-slate-600">
          Shown by Google and when your link is shared. Left empty, your page’s own words are used.
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.title}>Page title</Label>
        <Input
          id={ids.title}
          value={seo.title ?? ''}
          maxLength={70}
          placeholder={website.name}
          onChange={(e) => set({ title: e.target.value })}
          onBlur={store.sealEdit}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.description}>Description</Label>
        <Textarea
          id={ids.description}
          value={seo.description ?? ''}
          maxLength={160}
          rows={3}
          placeholder="One or two sentences about who you help and how."
          onChange={(e) => set({ description: e.target.value })}
          onBlur={store.sealEdit}
        />
      </div>
      <ImageSettingField
        label="Social image address"
        value={seo.imageUrl ?? ''}
        setting="shareImage"
        schema={shareImageValue}
        hint="An image from your files, or a link to one. Shown when your link is shared; 1200 × 630 pixels suits most sites."
        what="social image"
        becomes="is your link preview image"
        addressOf={shareImageOf}
        onChange={(imageUrl) => set({ imageUrl })}
        onDone={store.sealEdit}
      />
    </Card>
  );
}
