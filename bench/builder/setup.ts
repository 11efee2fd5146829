import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { browserLaunchOptions } from '../../e2e/browser';
import type { Element, Website } from '../../src/model/website';
import { buildApp } from '../../src/server/app';
import { openPglite } from '../../src/server/db/database';
import { buildWebsite } from '../api/fixture';
import { signUpCoach } from '../support/coach';

export const CANVAS = 'iframe[title="Website canvas"]';

export type Bench = {
  browser: Browser;
  /** The builder of the benchmark website. */
  url: string;
  /** The paragraph to type into: the middle one, with the fixture's 150-character text. */
  paragraph: Element;
  /** A page in a browser context signed in as the benchmark's coach. */
  newPage: (viewport: { width: number; height: number }) => Promise<Page>;
  close: () => Promise<void>;
};

/** The real app on in-memory PGlite serving clientDir, the 30 x 10 website, and Chromium. */
export async function startBench(clientDir: string): Promise<Bench> {
  const database = await openPglite(null);
  const app = await buildApp({ db: database.db, clientDir });
  const { cookie } = await signUpCoach(app);
  const { id, body } = await buildWebsite(app, cookie);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const [name, value] = cookie.split('=') as [string, string];
  const website = JSON.parse(body) as Website;
  const paragraphs = website.sections
    .flatMap((s) => s.elements)
    .filter((e) => e.type === 'paragraph');
  const paragraph = paragraphs[Math.floor(paragraphs.length / 2)];
  if (!paragraph) throw new Error('the website has no paragraph');
  const browser = await chromium.launch({ ...(await browserLaunchOptions()), headless: true });
  return {
    browser,
    newPage: async (viewport) => {
      const context = await browser.newContext({ viewport });
      await context.addCookies([{ name, value, url: origin }]);
      return context.newPage();
    },
    url: `${origin}/builder/${id}`,
    paragraph,
    close: async () => {
      await browser.close();
      await app.close();
      await database.close();
    },
  };
}

/** Opens the builder, clicks the paragraph in the canvas and answers its Text field. */
export async function openBuilder(page: Page, { url, paragraph }: Bench) {
  await page.goto(url);
  const canvas = page.frameLocator(CANVAS);
  await canvas.locator('[data-element-id]').first().waitFor();
  await canvas.locator(`[data-element-id="${paragraph.id}"]`).click();
  const field = page
    .getByRole('complementary', { name: 'Properties' })
    .getByLabel('Text', { exact: true });
  await field.waitFor();
  const dom = await page.evaluate((selector) => {
    const doc = document.querySelector<HTMLIFrameElement>(selector)?.contentDocument;
    return {
      canvasElements: doc?.querySelectorAll('[data-element-id]').length ?? 0,
      canvasNodes: doc?.getElementsByTagName('*').length ?? 0,
      pageNodes: document.getElementsByTagName('*').length,
    };
  }, CANVAS);
  return {
    field,
    dom,
    initial: await field.inputValue(),
    target: { frame: CANVAS, element: `[data-element-id="${paragraph.id}"]` },
  };
}
