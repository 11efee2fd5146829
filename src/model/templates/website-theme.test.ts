import { describe, expect, it } from 'vitest';
import { templateFor } from './catalogue';
import { websiteTheme } from './website-theme';

describe('websiteTheme', () => {
  it("is the template's own theme until the coach chooses", () => {
    expect(websiteTheme({ template: 'retreat-offer', settings: {} })).toEqual(
      templateFor('retreat-offer').theme,
    );
  });

  it('takes the classic theme for a template no longer in the catalogue', () => {
    expect(websiteTheme({ template: 'gone', settings: {} })).toEqual(templateFor('coach').theme);
  });

  it("puts the Design tab's choices over the template's", () => {
    const theme = websiteTheme({
      template: 'coach-exact',
      settings: { theme: { primaryColor: '#000000', bodyFont: 'inter' } },
    });
    expect(theme).toEqual({
      ...templateFor('coach-exact').theme,
      primaryColor: '#000000',
      bodyFont: 'inter',
    });
  });
});
