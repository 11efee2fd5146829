import type { WebsiteSettings } from '../settings';
import { resolveTheme, type ResolvedTheme } from '../theme';
import { templateFor } from './catalogue';

/** The website's colours and fonts: its template's theme with the Design tab's choices over it. */
export function websiteTheme(website: {
  template: string;
  settings: Pick<WebsiteSettings, 'theme'>;
}): ResolvedTheme {
  return resolveTheme(templateFor(website.template).theme, website.settings.theme);
}
