import type { ElementType } from '../../../model/element-types';
import type { Element, Section, Website } from '../../../model/website';
import { TEMPLATES } from '../../../model/templates/catalogue';
import { starterWebsite } from '../../../model/templates/starter-website';
import { renderWebsiteMarkup } from '../../render-static';

/** The four offer template ids. */
export const OFFER_IDS = TEMPLATES.filter((t) => t.family === 'offer').map((t) => t.id);

export const count = (html: string, text: string) => html.split(text).length - 1;
const decode = (html: string) =>
  html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
export const publicText = (website: Website) => decode(renderWebsiteMarkup(website, 'public'));

export function element(id: number, type: string, content: Element['content'] = {}): Element {
  return {
    id,
    sectionId: 900,
    type: type as ElementType,
    order: id,
    content,
    styles: {},
    version: 1,
  };
}

export function withSection(
  id: string,
  section: Partial<Section> & Pick<Section, 'type' | 'elements'>,
): Website {
  const website = starterWebsite(id);
  const extra: Section = {
    id: 900,
    websiteId: 1,
    pageId: 0,
    name: 'Extra',
    order: 99,
    title: null,
    version: 1,
    ...section,
  };
  return { ...website, sections: [...website.sections, extra] };
}
