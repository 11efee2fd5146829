import { useId } from 'react';
import type { Website } from '../../../../model/website';
import { Card } from '../../../ui/card';
import { Input, Label } from '../../../ui/input';
import type { BuilderStore } from '../state/builder-store';

type Blog = NonNullable<Website['settings']['blog']>;

/** The blog's name and whether the navigation links it: website settings, saved like the others. */
export function BlogSettingsCard({ website, store }: { website: Website; store: BuilderStore }) {
  const ids = { title: useId(), inNav: useId(), hint: useId() };
  const blog: Blog = website.settings.blog ?? {};
  const set = (changes: Blog) =>
    store.dispatch({
      type: 'edit-settings',
      settings: { ...website.settings, blog: { ...blog, ...changes } },
    });
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">Blog settings</h2>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.title}>Blog name</Label>
        <Input
          id={ids.title}
          value={blog.title ?? ''}
          maxLength={60}
          placeholder="Blog"
          aria-describedby={ids.hint}
          onChange={(e) => set({ title: e.target.value })}
          onBlur={store.sealEdit}
        />
        <p id={ids.hint} className="text-xs text-slate-500">
          The heading of your blog’s page and its link in the navigation.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={ids.inNav}
          type="checkbox"
          className="size-4 accent-indigo-600"
          checked={blog.inNav ?? false}
          onChange={(e) => {
            set({ inNav: e.target.checked });
            store.sealEdit();
          }}
        />
        <Label htmlFor={ids.inNav}>Show the blog in the navigation</Label>
      </div>
    </Card>
  );
}
