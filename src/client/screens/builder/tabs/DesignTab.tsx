import { useId } from 'react';
import { FONT_FAMILIES } from '../../../../model/styles';
import { templateFor } from '../../../../model/templates/catalogue';
import { FALLBACK_THEME, TEMPLATE_THEMES } from '../../../../model/templates/themes';
import { resolveTheme, type Theme } from '../../../../model/theme';
import type { Website } from '../../../../model/website';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input, Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/textarea';
import type { BuilderStore } from '../state/builder-store';

const FONT_NAMES = {
  playfair: 'Playfair Display',
  montserrat: 'Montserrat',
  inter: 'Inter',
} as const;

/** The website's theme (colours, fonts) and the coach's name, applied by every template. */
export function DesignTab({ website, store }: { website: Website; store: BuilderStore }) {
  const ids = { primary: useId(), accent: useId(), heading: useId(), body: useId(), name: useId() };
  const defaults = TEMPLATE_THEMES[templateFor(website.template).id] ?? FALLBACK_THEME;
  const theme = resolveTheme(defaults, website.settings.theme);
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
          <Label htmlFor={ids.name}>
            Your name (fills in {'{name}'}, e.g. “Meet {'{name}'}”)
          </Label>
          <Input
            id={ids.name}
            value={website.settings.coachName ?? ''}
            maxLength={120}
            placeholder="e.g., Maya Rivers"
            onChange={(e) =>
              store.dispatch({
                type: 'edit-settings',
                settings: { ...website.settings, coachName: e.target.value },
              })
            }
          />
        </div>
        <div className="grid grid-cols-2 gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.primary}>Primary colour</Label>
            <Input
              id={ids.primary}
              type="color"
              className="h-10 p-1"
              value={theme.primaryColor}
              onChange={(e) => setTheme({ primaryColor: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.accent}>Accent colour</Label>
            <Input
              id={ids.accent}
              type="color"
              className="h-10 p-1"
              value={theme.accentColor}
              onChange={(e) => setTheme({ accentColor: e.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.heading}>Heading font</Label>
            <NativeSelect
              id={ids.heading}
              value={theme.headingFont}
              onChange={(e) => setTheme({ headingFont: e.target.value as Theme['headingFont'] })}
            >
              {FONT_FAMILIES.map((f) => (
                <option key={f} value={f}>
                  {FONT_NAMES[f]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.body}>Body font</Label>
            <NativeSelect
              id={ids.body}
              value={theme.bodyFont}
              onChange={(e) => setTheme({ bodyFont: e.target.value as Theme['bodyFont'] })}
            >
              {FONT_FAMILIES.map((f) => (
                <option key={f} value={f}>
                  {FONT_NAMES[f]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        {website.settings.theme && (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              const { theme: _removed, ...rest } = website.settings;
              store.dispatch({ type: 'edit-settings', settings: rest });
            }}
          >
            Use the template’s colours and fonts
          </Button>
        )}
      </Card>
    </div>
  );
}
