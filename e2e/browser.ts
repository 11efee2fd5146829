import chromium from '@sparticuz/chromium';

const UNSUITABLE = new Set([
  '--single-process',
  '--disable-web-security',
  '--allow-running-insecure-content',
]);
const QUIET = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The Chromium that browser tests drive: CHROMIUM_PATH if set, else the one in @sparticuz/chromium. */
export async function browserLaunchOptions(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROMIUM_PATH) {
    return {
      executablePath: process.env.CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', ...QUIET],
    };
  }
  // Makes the package unpack the shared libraries its Chromium needs beside it.
  process.env.AWS_LAMBDA_JS_RUNTIME ??= 'nodejs20.x';
  const executablePath = await chromium.executablePath();
  const args = chromium.args.filter((a) => !UNSUITABLE.has(a) && !a.startsWith('--headless'));
  return { executablePath, args: [...args, ...QUIET] };
}
