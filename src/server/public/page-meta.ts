import type { Website } from '../../model/website';

export type PageMeta = { title: string; description: string; imageUrl: string | null };

function firstText(website: Website): string | undefined {
  for (const section of website.sections) {
    for (const element of section.elements) {
      if (element.type !== 'paragraph' && element.type !== 'subheading') continue;
      const text = element.content.text;
      if (typeof text === 'string' && text.trim()) return text.trim();
    }
  }
  return undefined;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Title, description and social image for search engines and link previews, with sensible defaults. */
export function pageMeta(website: Website): PageMeta {
  const seo = website.settings.seo ?? {};
  const name = website.settings.coachName?.trim() || 'Your Name';
  const fill = (text: string) => text.replaceAll('{name}', name);
  return {
    title: clip(fill(seo.title?.trim() || website.name), 70),
    description: clip(fill(seo.description?.trim() || firstText(website) || website.name), 160),
    imageUrl: seo.imageUrl?.trim() || null,
  };
}
