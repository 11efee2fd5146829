import { fingerprintOf, siteRenderer, type Renderer } from '../../src/server/public/renderer';

/**
 * The site renderer as another build would have it: its pages marked `data-build="{name}"` (as a
 * template change would change them) and linking stylesheets of its own, with its own fingerprint.
 */
export function buildOfRenderer(name: string): Renderer {
  const real = siteRenderer(null);
  return {
    fingerprint: fingerprintOf([real.fingerprint, name]),
    renderBody: (website, leadForm) =>
      `<div data-build="${name}">${real.renderBody(website, leadForm)}</div>`,
    stylesheets: {
      exact: `/assets/site-exact-${name}.css`,
      design: `/assets/site-designs-${name}.css`,
      offer: `/assets/site-offers-${name}.css`,
    },
    fonts: {},
  };
}
