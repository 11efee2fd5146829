import { useId } from 'react';
import { FONT_FAMILIES, FONTS, type FontFamily } from '../../../../model/fonts';
import { websiteTheme } from '../../../../model/templates/website-theme';
import type { Theme } from '../../../../model/theme';
import type { Website } from '../../../../model/website';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input, Label } from '../../../ui/input';
import { SelectField } from '../../../ui/select-field';
import type { BuilderStore } from '../state/builder-store';
import { BookingCard } from './BookingCard';
import { BrandCard } from './BrandCard';
import { DesignPreview } from './DesignPreview';
import { FooterCard } from './FooterCard';
import { SeoCard } from './SeoCard';

function ColourField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onDone: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type="color"
        className="h-10 p-1"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onDone}
      />
    </div>
  );
}

const FONT_OPTIONS = FONT_FAMILIES.map((f) => ({ value: f, label: FONTS[f].name }));

function FontField(props: {
  label: string;
  value: FontFamily;
  onChange: (value: FontFamily) => void;
}) {
  return <SelectField {...props} options={FONT_OPTIONS} />;
}

/** The website's theme (colours, fonts) and the coach's name, applied by every template. */
export function DesignTab({ website, store }: { website: Website; store: BuilderStore }) {
  const nameId = useId();
  const theme = websiteTheme(website);
  const setTheme = (changes: Theme) =>
    store.dispatch({
      type: 'edit-settings',
      settings: { ...website.settings, theme: { ...website.settings.theme, ...changes } },
    });
  return (
    <div className="mx-auto grid max-w-xl gap-6 p-6">
      <Card className="grid gap-4 p-6">
        <h2 className="text-lg font-semibold">Brand</h2>
        <div className="grid gap-1.5">
          <Label htmlFor={nameId}>Your name (shown wherever your page names you)</Label>
          <Input
            id={nameId}
            data-setting="coachName"
            value={website.settings.coachName ?? ''}
            maxLength={120}
            placeholder="e.g., Maya Rivers"
            onChange={(e) =>
              store.dispatch({
                type: 'edit-settings',
                settings: { ...website.settings, coachName: e.target.value },
              })
            }
            onBlur={store.sealEdit}
          />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <ColourField
            label="Primary colour"
            value={theme.primaryColor}
            onChange={(primaryColor) => setTheme({ primaryColor })}
            onDone={store.sealEdit}
          />
          <ColourField
            label="Accent colour"
            value={theme.accentColor}
            onChange={(accentColor) => setTheme({ accentColor })}
            onDone={store.sealEdit}
          />
          <FontField
            label="Heading font"
            value={theme.headingFont}
            onChange={(headingFont) => setTheme({ headingFont })}
          />
          <FontField
            label="Body font"
            value={theme.bodyFont}
            onChange={(bodyFont) => setTheme({ bodyFont })}
          />
        </div>
        <DesignPreview website={website} />
        {website.settings.theme && (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              store.dispatch({
                type: 'edit-settings',
                settings: { ...website.settings, theme: undefined },
              })
            }
          >
            Use the template’s colours and fonts
          </Button>
        )}
      </Card>
      <BookingCard website={website} store={store} />
      <BrandCard website={website} store={store} />
      <FooterCard website={website} store={store} />
      <SeoCard website={website} store={store} />
    </div>
  );
}
