import { defineConfig } from '@playwright/test';
import { browserLaunchOptions } from './e2e/browser';

const launchOptions = await browserLaunchOptions();

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // `npm test` asks for a JSON report too, to name the failures again at the end of its output.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }]]
    : [['list']],
  use: {
    headless: true,
    launchOptions,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
  },
});
