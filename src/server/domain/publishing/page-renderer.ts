import type { Website } from '../../../model/website';

/**
 * What publishing needs of the running renderer: the page body for a website's content, and the
 * fingerprint stored beside it (`publications.rendered_with`), which says which renderer drew it.
 */
export type PageRenderer = {
  fingerprint: string;
  renderBody: (website: Website) => string;
};
