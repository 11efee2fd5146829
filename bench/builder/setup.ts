import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { browserLaunchOptions } from '../../e2e/browser';
import type { Element, Website } from '../../src/model/website';
import { buildApp } from '../../src/server/app';
import { makeServices } from '../../src/server/services';
import { openPglite } from '../../src/server/db/database';
import { buildWebsite, DEFAULT_SHAPE, quotasFor, type Shape } from '../api/fixture';
import { signUpCoach } from '../support/coach';

export const CANVAS = 'iframe[title="Website canvas"]';
export const STRUCTURE = 'nav[aria-label="Website Structure"]';

export type Bench = {
  browser: Browser;
  shape: Shape;
  /** The builder of the benchmark website. */
  url: string;
  /** The paragraph to type into: the middle one, with the fixture's 150-character text. */
  paragraph: Element;
  /** A page in a browser context signed in as the benchmark's coach. */
  newPage: (viewport: { width: number; height: number }) => Promise<Page>;
  close: () => Promise<void>;
};

/** Website shapes from a list like "30x10,90x10" (sections x elements per section). */
export function parseShapes(list: string): Shape[] {
  return list.split(',').map((item) => {
    const match = /^\s*(\d+)\s*x\s*(\d+)\s*$/.exec(item);
    if (!match) throw new Error(`"${item}" is not a size like 30x10`);
    return { sections: Number(match[1]), elementsPerSection: Number(match[2]) };
  });
}

export const shapeName = (shape: Shape) => `${shape.sections}x${shape.elementsPerSection}`;

/** The real app on in-memory PGlite serving clientDir, a website of `shape`, and Chromium. */
export async function startBench(clientDir: string, shape: Shape = DEFAULT_SHAPE): Promise<Bench> {
  const database = await openPglite(null);
  const app = await buildApp({
    db: database.db,
    services: makeServices({ clientDir, quotas: quotasFor(shape) }),
    clientDir,
  });
  const { cookie } = await signUpCoach(app);
  const { id, body } = await buildWebsite(app, cookie, shape);
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
    shape,
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

/** How many DOM elements the builder page holds: in all, in the structure panel, in the canvas. */
export type NodeCounts = {
  pageNodes: number;
  structureNodes: number;
  canvasNodes: number;
  canvasElements: number;
};

/** Counts the builder page's DOM elements as it stands. */
export function countNodes(page: Page): Promise<NodeCounts> {
  return page.evaluate(
    ({ canvas, structure }) => {
      const doc = document.querySelector<HTMLIFrameElement>(canvas)?.contentDocument;
      return {
        pageNodes: document.getElementsByTagName('*').length,
        structureNodes: document.querySelector(structure)?.getElementsByTagName('*').length ?? 0,
        canvasNodes: doc?.getElementsByTagName('*').length ?? 0,
        canvasElements: doc?.querySelectorAll('[data-element-id]').length ?? 0,
      };
    },
    { canvas: CANVAS, structure: STRUCTURE },
  );
}

/** Opens the builder of the benchmark website and waits for its canvas to show the page. */
export async function openBuilder(page: Page, { url }: Bench): Promise<void> {
  await page.goto(url);
  await page.frameLocator(CANVAS).locator('[data-element-id]').first().waitFor();
}
