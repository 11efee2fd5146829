import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { updatePageSchema, type Page, type UpdatePageInput } from '../../../../model/pages';
import { apiErrorOf } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/input';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast-store';
import type { BuilderStore } from '../state/builder-store';
import { pageAddress } from './page-labels';
import { updatePage } from './page-requests';

type Draft = {
  title: string;
  slug: string;
  inNav: boolean;
  seoTitle: string;
  seoDescription: string;
  seoImage: string;
};

const draftOf = (page: Page): Draft => ({
  title: page.title,
  slug: page.slug,
  inNav: page.inNav,
  seoTitle: page.seo.title ?? '',
  seoDescription: page.seo.description ?? '',
  seoImage: page.seo.imageUrl ?? '',
});

/** What changed, as PATCH /api/pages/{id} takes it (empty search fields fall back to the website's). */
function changesOf(page: Page, draft: Draft): UpdatePageInput {
  const seo = {
    ...(draft.seoTitle.trim() ? { title: draft.seoTitle.trim() } : {}),
    ...(draft.seoDescription.trim() ? { description: draft.seoDescription.trim() } : {}),
    ...(draft.seoImage.trim() ? { imageUrl: draft.seoImage.trim() } : {}),
  };
  const seoChanged = JSON.stringify(seo) !== JSON.stringify(seoOf(page));
  return {
    ...(draft.title !== page.title ? { title: draft.title } : {}),
    ...(draft.slug !== page.slug ? { slug: draft.slug } : {}),
    ...(draft.inNav !== page.inNav ? { inNav: draft.inNav } : {}),
    ...(seoChanged ? { seo } : {}),
  };
}

function seoOf(page: Page) {
  const { title, description, imageUrl } = page.seo;
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(imageUrl ? { imageUrl } : {}),
  };
}

const FIELD_OF: Record<string, keyof Draft> = {
  title: 'title',
  slug: 'slug',
  'seo.title': 'seoTitle',
  'seo.description': 'seoDescription',
  'seo.imageUrl': 'seoImage',
};

/** What is wrong with each field, by the draft's names: the model's own checks, as the server's. */
function problemsOf(changes: UpdatePageInput): Partial<Record<keyof Draft, string>> {
  const checked = updatePageSchema.safeParse(changes);
  if (checked.success) return {};
  const problems: Partial<Record<keyof Draft, string>> = {};
  for (const issue of checked.error.issues) {
    const field = FIELD_OF[issue.path.join('.')];
    if (field) problems[field] ??= issue.message;
  }
  return problems;
}

type Props = {
  page: Page;
  /** The website's live address, null before its first publish. */
  address: string | null;
  store: BuilderStore;
};

/**
 * One page's own settings: its title, address, whether the navigation lists it, and what search
 * engines and link previews show for it. Saved together; a refused field keeps what she typed.
 * Mount with key={page.version} so a saved change (here or in another tab) starts it afresh.
 */
export function PageSettings({ page, address, store }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(() => draftOf(page));
  const [problems, setProblems] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saving, setSaving] = useState(false);
  const changes = changesOf(page, draft);
  const unchanged = Object.keys(changes).length === 0;
  const set = (changed: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...changed }));
    // Typing in a field takes its problem away; the others stay until she saves again.
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([key]) => !(key in changed))));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(changes);
    setProblems(found);
    if (Object.keys(found).length > 0 || unchanged) return;
    setSaving(true);
    try {
      await updatePage(store, page.id, { ...changes, version: page.version });
      toast({ title: 'Page saved', description: `${draft.title} is saved.`, kind: 'success' });
    } catch (caught) {
      const refused = apiErrorOf(caught);
      const fields: Partial<Record<keyof Draft, string>> = {};
      for (const [key, reason] of Object.entries(refused?.fields ?? {})) {
        const field = FIELD_OF[key];
        if (field) fields[field] = reason;
      }
      setProblems(fields);
      const first = Object.entries(refused?.fields ?? {})[0];
      const description = first
        ? `The ${first[0] === 'slug' ? 'address' : first[0]} ${first[1]}.`
        : (refused?.message ?? 'Could not reach the server. Your changes are kept: try again.');
      toast({ title: 'Page not saved', description, kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });
  const problem = (name: keyof Draft) =>
    problems[name] && (
      <p id={`${id}-${name}-problem`} className="text-xs text-destructive">
        {name === 'slug' ? 'The address' : 'It'} {problems[name]}.
      </p>
    );
  const shownAddress = pageAddress(address, { isHome: page.isHome, slug: draft.slug });

  return (
    <form
      noValidate
      aria-label={`Settings for ${page.title}`}
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 rounded-md border border-border bg-slate-50 p-3"
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-title`}>Page name</Label>
        <Input
          {...field('title')}
          value={draft.title}
          maxLength={80}
          onChange={(e) => set({ title: e.target.value })}
        />
        {problem('title')}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-slug`}>Address</Label>
        <Input
          {...field('slug')}
          value={draft.slug}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          aria-describedby={`${id}-address ${problems.slug ? `${id}-slug-problem` : ''}`.trim()}
          onChange={(e) => set({ slug: e.target.value })}
        />
        {problem('slug')}
        <p id={`${id}-address`} className="text-xs [overflow-wrap:anywhere] text-slate-600">
          {page.isHome
            ? `The home page is at ${shownAddress}. Its own address counts once another page is home.`
            : `Visitors find it at ${shownAddress}. Once it is published, a changed address sends visitors from the old one to the new.`}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={draft.inNav}
          onChange={(e) => set({ inNav: e.target.checked })}
          className="size-4 accent-indigo-600"
        />
        Show in the navigation
      </label>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">Search and social</legend>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-seoTitle`}>Title</Label>
          <Input
            {...field('seoTitle')}
            value={draft.seoTitle}
            maxLength={70}
            placeholder={draft.title}
            onChange={(e) => set({ seoTitle: e.target.value })}
          />
          {problem('seoTitle')}
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-seoDescription`}>Description</Label>
          <Textarea
            {...field('seoDescription')}
            value={draft.seoDescription}
            maxLength={160}
            rows={2}
            placeholder="Left empty, the website's own is used."
            onChange={(e) => set({ seoDescription: e.target.value })}
          />
          {problem('seoDescription')}
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-seoImage`}>Social image address</Label>
          <Input
            {...field('seoImage')}
            value={draft.seoImage}
            inputMode="url"
            placeholder="https://…"
            onChange={(e) => set({ seoImage: e.target.value })}
          />
          {problem('seoImage')}
        </div>
      </fieldset>
      <Button type="submit" size="sm" disabled={saving || unchanged}>
        {saving ? <SpinnerIcon /> : <Check aria-hidden="true" />}
        {saving ? 'Saving...' : 'Save page'}
      </Button>
    </form>
  );
}
