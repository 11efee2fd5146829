import type { Page, PageTemplate, UpdatePageInput } from '../../../../model/pages';
import type { Website } from '../../../../model/website';
import type { BuilderStore } from '../state/builder-store';

/**
 * The Pages panel's requests (issue 38). They go through the store's transport, so each is marked
 * as this tab's change: the change stream tells the other tabs, which fetch the new pages.
 */
export type AddPageBody = { template?: PageTemplate; duplicateOf?: number; title?: string };

/** Adds a page (from a template, or a copy of one) and brings its sections into the builder. */
export async function addPage(store: BuilderStore, body: AddPageBody): Promise<Page> {
  const websiteId = store.getState().history.present.id;
  // Pending saves first, so that a copy holds what she typed on the page it copies.
  await store.flush();
  const answer = (await store.transport.send('POST', `/api/websites/${websiteId}/pages`, body)) as {
    page: Page;
    website: Website;
  };
  store.takePages(answer.website.pages);
  // The new page's sections, folded in as another tab's changes are (nothing typed is lost).
  await store.pullRemote();
  return answer.page;
}

/** Saves a page's own settings; every page comes back (making one home changes two). */
export async function updatePage(
  store: BuilderStore,
  pageId: number,
  changes: UpdatePageInput,
): Promise<Page> {
  const answer = (await store.transport.send('PATCH', `/api/pages/${pageId}`, changes)) as {
    page: Page;
    pages: Page[];
  };
  store.takePages(answer.pages);
  return answer.page;
}

/** The navigation's new order: every page id. */
export async function reorderPages(store: BuilderStore, pageIds: number[]): Promise<void> {
  const websiteId = store.getState().history.present.id;
  const answer = (await store.transport.send('PUT', `/api/websites/${websiteId}/pages/order`, {
    pageIds,
  })) as { pages: Page[] };
  store.takePages(answer.pages);
}

/** Deletes a page and its sections. */
export async function deletePage(store: BuilderStore, pageId: number): Promise<void> {
  await store.flush();
  await store.transport.send('DELETE', `/api/pages/${pageId}`);
  const pages = store.getState().history.present.pages.filter((p) => p.id !== pageId);
  store.takePages(pages);
  await store.pullRemote();
}
