import type { Locator, Page } from '@playwright/test';
import { axeProblems } from './axe';
import { fillTheApp, LONG_NAME } from './every-screen-data';
import { expect, test } from './fixtures';
import { onScreen, PHONE, sidewaysScroll, VIEWPORTS } from './screen-fit';

type Screen = {
  path: string;
  /** The screen's main heading: it has loaded. */
  heading: string | RegExp;
  /** Something of the coach's that shows once its data has loaded. */
  shows?: string;
  /** Whether it has the app's header (the way back, the Content Hub, Leads, Account, Sign out). */
  header?: boolean;
  /** A header of its own (the preview's): each of these, a link or a button, shows whole. */
  actions?: string[];
};

/** Every screen of the app but the builder (every-screen-builder.spec.ts) and the preview. */
const SCREENS: Screen[] = [
  { path: '/', heading: 'Website Builder', shows: LONG_NAME, header: true },
  { path: '/dashboard', heading: 'Website Builder', shows: LONG_NAME, header: true },
  { path: '/hub', heading: 'Content Hub', header: true },
  { path: '/leads', heading: 'Leads', shows: 'Jo Whitfield-Montgomery', header: true },
  {
    path: '/customer-avatars',
    heading: 'Customer Avatars',
    shows: 'Overwhelmed Olivia',
    header: true,
  },
  {
    path: '/story-memory-bank',
    heading: 'Story Memory Bank',
    shows: 'Dana took her evenings back',
    header: true,
  },
  { path: '/my-offers', heading: 'My Offers', shows: 'Night Shift to Nine-to-Five', header: true },
  { path: '/storytelling', heading: 'Storytelling', header: true },
  { path: '/personal-storage', heading: 'Personal Storage', shows: 'Maya on stage', header: true },
  { path: '/brand-assets', heading: 'Brand Assets', header: true },
  { path: '/content-library', heading: 'Generated Content', shows: 'Overwhelmed', header: true },
  { path: '/content-analytics', heading: 'Content Analytics', header: true },
  { path: '/business-coach', heading: 'AI Business Coach', header: true },
  { path: '/customer-journey', heading: 'Customer Journey', header: true },
  { path: '/account', heading: 'Your account', header: true },
  { path: '/no-such-screen', heading: '404 Page Not Found' },
];

/** The screens a coach sees before signing in. */
const SIGNED_OUT: Screen[] = [
  { path: '/signin', heading: 'Sign in' },
  { path: '/signup', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password', heading: 'This link has ended' },
];

const HEADER_ACTIONS = ['Your websites', 'Content Hub', 'Leads', 'Account', 'Sign out'];

/** One of the header's actions: a link, or Sign out's button. */
const action = (page: Page, name: string): Locator =>
  page
    .getByRole('banner')
    .getByRole(name === 'Sign out' ? 'button' : 'link', { name, exact: true });

/**
 * Every header action shows within the width, or behind the Menu button, which opens to show them
 * all, and closes on Escape with the focus back on it.
 */
async function expectHeaderReachable(page: Page, width: number): Promise<void> {
  const hidden: string[] = [];
  for (const name of HEADER_ACTIONS) {
    if (!(await onScreen(action(page, name), width))) hidden.push(name);
  }
  if (hidden.length === 0) return;
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(menu, `${hidden.join(', ')} off-screen, and no menu`).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const name of hidden) {
    await expect(action(page, name)).toBeVisible();
    expect(await onScreen(action(page, name), width), `${name} in the open menu`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(action(page, hidden[0] ?? '')).toBeHidden();
}

async function visit(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
  if (screen.shows) await expect(page.getByText(screen.shows).first()).toBeVisible();
}

// bypassCSP: axe is added to the page as a script of its own.
test.use({ bypassCSP: true });
// The whole app filled, then every screen of it at two widths, with axe on a phone.
test.describe.configure({ timeout: 240_000 });

/** What is wrong with the screen now: sideways scroll and, on a phone, axe's grave findings. */
async function screenProblems(page: Page, screen: Screen, phone: boolean): Promise<string[]> {
  const problems: string[] = [];
  const overflow = await sidewaysScroll(page);
  if (overflow > 0) problems.push(`${screen.path} scrolls sideways by ${overflow} px`);
  if (!phone) return problems;
  if (process.env.SCREENSHOTS) {
    const name = screen.path.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  }
  const found = await axeProblems(page, {
    rules: 'all',
    impacts: ['critical', 'serious'],
    explain: true,
  });
  return [...problems, ...found.map((p) => `${screen.path} ${p}`)];
}

test('every screen fits a phone and a tablet with every header action reachable, and passes axe', async ({
  page,
  api,
  request,
  browser,
}) => {
  const websiteId = await fillTheApp(api, request, browser);
  // The preview without an id is the spec's website 1: the only one here.
  const previews = [`/preview/${websiteId}`, '/preview'].map((path): Screen => ({
    path,
    heading: `Preview: ${LONG_NAME}`,
    actions: ['Edit Website', 'Close Preview'],
  }));
  const screens = [...SCREENS, ...previews];
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      await visit(page, screen);
      problems.push(...(await screenProblems(page, screen, viewport.width < 500)));
      if (screen.header) await expectHeaderReachable(page, viewport.width);
      for (const name of screen.actions ?? []) {
        const control = page
          .getByRole('banner')
          .getByRole('link', { name })
          .or(page.getByRole('banner').getByRole('button', { name }));
        if (!(await onScreen(control, viewport.width))) {
          problems.push(`${screen.path} at ${viewport.width} px: ${name} is off-screen`);
        }
      }
    }
  }
  expect(problems).toEqual([]);
});

/** What a coach opens on a screen: a dialog, a form, a map, an item; each must fit a phone too. */
const OPENED: { path: string; what: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    path: '/',
    what: 'the Create Website dialog',
    open: async (page) => {
      await page.getByRole('button', { name: 'Create Website' }).click();
      return page.getByRole('dialog', { name: 'Create Website' });
    },
  },
  {
    path: '/',
    what: 'the menu',
    open: async (page) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      return page.getByRole('navigation', { name: 'Main' });
    },
  },
  {
    path: '/customer-avatars?new=1',
    what: 'the avatar form',
    open: async (page) => page.getByRole('button', { name: 'Save Avatar' }),
  },
  {
    path: '/story-memory-bank?new=1',
    what: 'the story form',
    open: async (page) => page.getByRole('heading', { name: 'The story, part by part' }),
  },
  {
    path: '/personal-storage',
    what: 'the file details dialog',
    open: async (page) => {
      await page.getByRole('button', { name: /^Edit Maya on stage/ }).click();
      return page.getByRole('dialog', { name: 'File details' });
    },
  },
  {
    path: '/content-library',
    what: 'an item of generated content',
    open: async (page) => {
      await page.getByRole('button', { name: /^Stop working every evening/ }).click();
      return page.getByRole('button', { name: /^Stop working every evening/, expanded: true });
    },
  },
  {
    path: '/customer-journey',
    what: 'a journey map',
    open: async (page) => {
      await page.getByRole('navigation', { name: 'Journey maps' }).getByRole('button').click();
      return page.getByRole('region', { name: 'Awareness' });
    },
  },
];

test('on a phone, every dialog, form and opened item fits and passes axe', async ({
  page,
  api,
  request,
  browser,
}) => {
  await fillTheApp(api, request, browser);
  await page.setViewportSize(PHONE);
  const problems: string[] = [];
  for (const { path, what, open } of OPENED) {
    await page.goto(path);
    const shown = await open(page);
    await expect(shown).toBeVisible();
    const box = await shown.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > PHONE.width) {
      problems.push(`${what} is cut off at the side`);
    }
    problems.push(
      ...(await screenProblems(page, { path: `${path} with ${what}`, heading: '' }, true)),
    );
  }
  expect(problems).toEqual([]);
});

test('every screen before signing in fits a phone and a tablet, and passes axe', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, bypassCSP: true });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const screen of SIGNED_OUT) {
      await visit(page, screen);
      problems.push(...(await screenProblems(page, screen, viewport.width < 500)));
    }
  }
  await context.close();
  expect(problems).toEqual([]);
});
