import type { Page, PageTemplate } from '../../../../model/pages';

/** Each page template as the Pages panel names it, with the title and address a new page gets. */
export const PAGE_TEMPLATE_LABELS: Record<PageTemplate, string> = {
  about: 'About',
  services: 'Work with me',
  contact: 'Contact',
  testimonials: 'Testimonials',
  faq: 'FAQ',
  blank: 'Blank page',
};

/**
 * The address a visitor will see for a page: the home page at the website's own address, the
 * others under it. `address` is the website's live address (null before it is first published).
 */
export function pageAddress(address: string | null, page: Pick<Page, 'isHome' | 'slug'>): string {
  const site = `/s/${address ?? 'your-address'}`;
  return page.isHome ? site : `${site}/${page.slug}`;
}
