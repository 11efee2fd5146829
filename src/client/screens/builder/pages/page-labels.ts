import type { Page, PageTemplate } from '../../../../model/pages';
import { pagePath } from '../../../../model/page-view';
import { PAGE_TEMPLATE_TITLES } from '../../../../model/templates/page-templates';

/** Each page template as the Pages panel names it: the title a new page gets ('Blank page' aside). */
export const PAGE_TEMPLATE_LABELS: Record<PageTemplate, string> = {
  ...PAGE_TEMPLATE_TITLES,
  blank: 'Blank page',
};

/**
 * The address a visitor will see for a page: the home page at the website's own address, the
 * others under it. `address` is the website's live address (null before it is first published).
 */
export function pageAddress(address: string | null, page: Pick<Page, 'isHome' | 'slug'>): string {
  return `/s/${address ?? 'your-address'}${pagePath(page)}`;
}
