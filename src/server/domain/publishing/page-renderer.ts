import type { LeadFormRender } from '../../../model/crm/lead-form';
import type { Website } from '../../../model/website';

/**
 * What publishing needs of the running renderer: the page body for a website's content, and the
 * fingerprint stored beside it (`publications.rendered_with`), which says which renderer drew it.
 */
export type PageRenderer = {
  fingerprint: string;
  /**
   * The page body. Its lead forms post to the website's form address unless `leadForm` says
   * otherwise (a shared draft's cannot be sent; a page drawn for one visitor's post shows its
   * outcome). `pageId` draws that page of the website (issue 38); the home page when not said.
   */
  renderBody: (website: Website, leadForm?: LeadFormRender, pageId?: number) => string;
};
