import {
  ArrowDown,
  ArrowUp,
  Copy,
  EyeOff,
  FileText,
  Home,
  Plus,
  Settings2,
  Trash2,
} from 'lucide-react';
import { memo, useId, useRef, useState } from 'react';
import { PAGE_TEMPLATES, type Page, type PageTemplate } from '../../../../model/pages';
import { apiErrorOf } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { toast } from '../../../ui/toast-store';
import type { BuilderStore } from '../state/builder-store';
import { PAGE_TEMPLATE_LABELS } from './page-labels';
import { addPage, deletePage, reorderPages, updatePage } from './page-requests';
import { PageSettings } from './PageSettings';

type Props = {
  pages: readonly Page[];
  openPageId: number;
  /** The website's live address, null before its first publish. */
  address: string | null;
  store: BuilderStore;
  onOpen: (pageId: number) => void;
};

/** A failed page request, told as a toast: the server's sentence (a limit, the home page) or why. */
function tellFailure(title: string, error: unknown) {
  const refused = apiErrorOf(error);
  const description =
    refused?.message ?? 'Could not reach the server. Nothing was changed: try again.';
  toast({ title, description, kind: 'error' });
}

const iconButton =
  'rounded p-1.5 text-slate-600 hover:bg-muted hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-30 disabled:hover:bg-transparent';

/** Add a page from a template made for coaches. */
function AddPage({ store, onOpen }: Pick<Props, 'store' | 'onOpen'>) {
  const id = useId();
  const [template, setTemplate] = useState<PageTemplate>('about');
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    try {
      const page = await addPage(store, { template });
      onOpen(page.id);
      toast({ title: 'Page added', description: `${page.title} is open.`, kind: 'success' });
    } catch (error) {
      tellFailure('Page not added', error);
    } finally {
      setAdding(false);
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Add a page</Label>
      <div className="flex gap-2">
        <NativeSelect
          id={id}
          className="w-full"
          value={template}
          onChange={(e) => setTemplate(e.target.value as PageTemplate)}
        >
          {PAGE_TEMPLATES.map((t) => (
            <option key={t} value={t}>
              {PAGE_TEMPLATE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
        <Button variant="secondary" onClick={() => void add()} disabled={adding}>
          {adding ? <SpinnerIcon /> : <Plus aria-hidden="true" />} Add page
        </Button>
      </div>
    </div>
  );
}

/**
 * The Pages panel (issue 38): every page in navigation order. A page's name opens it on the
 * canvas; its buttons move it, and open its settings with duplicate, make home and delete.
 */
export const PagesPanel = memo(function PagesPanel(props: Props) {
  const { pages, openPageId, address, store, onOpen } = props;
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [settingsOf, setSettingsOf] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Page | null>(null);

  const run = async (title: string, work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      tellFailure(title, error);
    } finally {
      setBusy(false);
    }
  };
  const move = (page: Page, by: -1 | 1, button: string) =>
    run('Pages not reordered', async () => {
      const ids = pages.map((p) => p.id);
      const from = ids.indexOf(page.id);
      ids.splice(from, 1);
      ids.splice(from + by, 0, page.id);
      await reorderPages(store, ids);
      // The row is drawn in its new place: the focus stays on the button she pressed.
      requestAnimationFrame(() =>
        list.current
          ?.querySelector<HTMLElement>(`[data-page="${page.id}"] [data-move="${button}"]`)
          ?.focus(),
      );
    });
  const duplicate = (page: Page) =>
    run('Page not duplicated', async () => {
      const copy = await addPage(store, { duplicateOf: page.id });
      setSettingsOf(copy.id);
      onOpen(copy.id);
      toast({ title: 'Page duplicated', description: `${copy.title} is open.`, kind: 'success' });
    });
  const makeHome = (page: Page) =>
    run('Home page not changed', async () => {
      await updatePage(store, page.id, { isHome: true, version: page.version });
      toast({
        title: 'Home page changed',
        description: `${page.title} is now your home page.`,
        kind: 'success',
      });
    });
  const remove = (page: Page) =>
    run('Page not deleted', async () => {
      await deletePage(store, page.id);
      if (settingsOf === page.id) setSettingsOf(null);
      toast({ title: 'Page deleted', description: `${page.title} and its sections are gone.` });
    });

  return (
    <section aria-labelledby={headingId} className="mb-4 grid gap-3 border-b border-border pb-4">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        Pages
      </h2>
      {pages.length === 0 ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <SpinnerIcon /> Loading pages...
        </p>
      ) : (
        <ul ref={list} className="grid gap-1" aria-busy={busy || undefined}>
          {pages.map((page, index) => {
            const open = page.id === openPageId;
            const showing = settingsOf === page.id;
            return (
              <li key={page.id} data-page={page.id} className="grid gap-1">
                <div
                  className={cn(
                    'flex items-center gap-0.5 rounded-md pr-1',
                    open ? 'bg-indigo-50 ring-1 ring-indigo-300' : 'hover:bg-muted',
                  )}
                >
                  <button
                    type="button"
                    aria-current={open ? 'page' : undefined}
                    onClick={() => onOpen(page.id)}
                    className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-2 text-left text-sm font-medium text-slate-800 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {page.isHome ? (
                      <Home aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
                    ) : (
                      <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                    )}
                    <span className="truncate">{page.title}</span>
                    {page.isHome && <span className="sr-only">(home page)</span>}
                    {!page.inNav && (
                      <EyeOff
                        aria-label="Not in the navigation"
                        role="img"
                        className="size-3.5 shrink-0 text-slate-500"
                      />
                    )}
                    {open && <span className="ml-auto shrink-0 text-xs text-indigo-800">Open</span>}
                  </button>
                  <button
                    type="button"
                    data-move="up"
                    className={iconButton}
                    aria-label={`Move ${page.title} up`}
                    disabled={busy || index === 0}
                    onClick={() => void move(page, -1, 'up')}
                  >
                    <ArrowUp aria-hidden="true" className="size-3.5" />
                  </button>
                  <button
                    type="button"
                    data-move="down"
                    className={iconButton}
                    aria-label={`Move ${page.title} down`}
                    disabled={busy || index === pages.length - 1}
                    onClick={() => void move(page, 1, 'down')}
                  >
                    <ArrowDown aria-hidden="true" className="size-3.5" />
                  </button>
                  <button
                    type="button"
                    className={cn(iconButton, showing && 'bg-white text-indigo-800')}
                    aria-label={`Settings for ${page.title}`}
                    aria-expanded={showing}
                    onClick={() => setSettingsOf(showing ? null : page.id)}
                  >
                    <Settings2 aria-hidden="true" className="size-3.5" />
                  </button>
                </div>
                {showing && (
                  <div className="grid gap-2">
                    <PageSettings key={page.version} page={page} address={address} store={store} />
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => void duplicate(page)}
                      >
                        <Copy aria-hidden="true" /> Duplicate
                      </Button>
                      {!page.isHome && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          onClick={() => void makeHome(page)}
                        >
                          <Home aria-hidden="true" /> Make home page
                        </Button>
                      )}
                      {!page.isHome && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          onClick={() => setDeleting(page)}
                          className="text-destructive"
                        >
                          <Trash2 aria-hidden="true" /> Delete page
                        </Button>
                      )}
                    </div>
                    {page.isHome && (
                      <p className="text-xs text-slate-600">
                        The home page cannot be deleted: make another page home first.
                      </p>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <AddPage store={store} onOpen={onOpen} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.title ?? 'this page'}?`}
        description="The page and its sections are deleted, and it leaves the navigation. Once you publish, its address no longer shows it."
        confirmLabel="Delete page"
        onConfirm={() => deleting && void remove(deleting)}
      />
    </section>
  );
});
