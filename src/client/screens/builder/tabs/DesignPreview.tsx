import { FONTS, fontStack } from '../../../../model/fonts';
import { secureImageValue } from '../../../../model/site-profile';
import { websiteTheme } from '../../../../model/templates/website-theme';
import type { Website } from '../../../../model/website';

/** A picture address the page would load: set, and one the page's policy allows. */
export function shownPicture(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && secureImageValue.safeParse(trimmed).success ? trimmed : null;
}

/**
 * What the Design tab's choices do, as she edits them: the header with the logo and business
 * name, a heading, a paragraph and a button in the page's colours and fonts (as the templates
 * draw them: the button in the primary colour with white text, the accent beside it).
 */
export function DesignPreview({ website }: { website: Website }) {
  const theme = websiteTheme(website);
  const { settings } = website;
  const logo = shownPicture(settings.brand?.logoUrl);
  const name = settings.brand?.name?.trim() || settings.coachName?.trim() || 'Your business';
  const heading = { fontFamily: fontStack(theme.headingFont) };
  const body = { fontFamily: fontStack(theme.bodyFont) };
  return (
    <figure
      aria-label="Design preview"
      className="overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900"
    >
      <div className="flex min-w-0 items-center gap-2 border-b border-slate-100 px-4 py-2">
        {logo && (
          <img src={logo} alt="Your logo" className="max-h-8 max-w-24 shrink-0 object-contain" />
        )}
        <span className="truncate text-sm font-semibold" style={heading}>
          {name}
        </span>
      </div>
      <div className="grid gap-3 p-4">
        <p
          data-preview="heading"
          className="text-2xl font-bold leading-tight"
          style={{ ...heading, color: theme.primaryColor }}
        >
          Your headline, in {FONTS[theme.headingFont].name}
        </p>
        <span
          aria-hidden="true"
          data-preview="accent"
          className="block h-1 w-12 rounded-full"
          style={{ background: theme.accentColor }}
        />
        <p data-preview="paragraph" className="text-sm text-slate-700" style={body}>
          Body text reads like this, in {FONTS[theme.bodyFont].name}.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <span
            data-preview="button"
            className="inline-flex rounded-full px-5 py-2 text-sm font-semibold text-white"
            style={{ ...body, background: theme.primaryColor }}
          >
            Book a call
          </span>
          <span
            className="text-sm font-semibold underline decoration-2 underline-offset-4"
            style={{ ...body, textDecorationColor: theme.accentColor }}
          >
            Learn more
          </span>
        </div>
      </div>
      <figcaption className="border-t border-slate-100 px-4 py-2 text-xs text-slate-500">
        Preview: how your colours, fonts and logo look on your page.
      </figcaption>
    </figure>
  );
}
