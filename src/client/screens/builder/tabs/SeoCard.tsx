import { useId } from 'react';
import { isSafeUrl } from '../../../../model/text';
import type { Website } from '../../../../model/website';
import { Card } from '../../../ui/card';
import { Input, Label } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import type { BuilderStore } from '../state/builder-store';

type Seo = NonNullable<Website['settings']['seo']>;

/** What search engines and link previews show for the published page. */
export function SeoCard({ website, store }: { website: Website; store: BuilderStore }) {
  const ids = { title: useId(), description: useId(), image: useId(), imageError: useId() };
  const seo: Seo = website.settings.seo ?? {};
  const set = (changes: Seo) =>
    store.dispatch({
      type: 'edit-settings',
      settings: { ...website.settings, seo: { ...seo, ...changes } },
    });
  const imageOk = isSafeUrl(seo.imageUrl ?? '');
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
      <div className="grid gap-1.5">
        <Label htmlFor={ids.image}>Social image address</Label>
        <Input
          id={ids.image}
          type="url"
          value={seo.imageUrl ?? ''}
          placeholder="https://"
          aria-invalid={imageOk ? undefined : true}
          aria-describedby={imageOk ? undefined : ids.imageError}
          onChange={(e) => set({ imageUrl: e.target.value })}
          onBlur={store.sealEdit}
        />
        {!imageOk && (
          <p id={ids.imageError} role="alert" className="text-xs text-destructive">
            Use an http or https address.
          </p>
        )}
      </div>
    </Card>
  );
}
