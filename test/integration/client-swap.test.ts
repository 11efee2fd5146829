import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_LIST, swapInClientBuild } from '../../scripts/client-swap';
import { serveClient } from '../../src/server/http/static-client';

/**
 * `npm run build` and `npm start` build the browser app beside the live one and swap it in
 * (issue 36: `GET /` answered 404 while a build replaced dist/client).
 */
let root: string;
let live: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'coachsite-swap-'));
  live = join(root, 'client');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A fake build: its page names its script; many chunks, so a swap takes many turns. */
function fakeBuild(dir: string, version: string) {
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>${version}</title><script src="/assets/app-${version}.js"></script>`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    [`assets/app-${version}.js`]: `console.log(${JSON.stringify(version)})`,
    '.vite/manifest.json': JSON.stringify({ 'index.html': { file: `assets/app-${version}.js` } }),
  };
  for (let n = 0; n < 150; n += 1) files[`assets/chunk-${version}-${n}.js`] = `// ${n}`;
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  return dir;
}

/**
 * Looks at the live folder on every turn of the event loop while `swap` runs: the page must be
 * there, whole, and the script it names must be there too. Answers what it saw.
 */
async function watchWhile(swap: Promise<void>) {
  let done = false;
  const seen = { looks: 0, problems: [] as string[], versions: new Set<string>() };
  const watching = (async () => {
    while (!done) {
      seen.looks += 1;
      const page = join(live, 'index.html');
      if (!existsSync(page)) seen.problems.push('index.html missing');
      else {
        const script = /src="\/(assets\/app-(\w+)\.js)"/.exec(readFileSync(page, 'utf8'));
        if (!script?.[1] || !script[2]) seen.problems.push('index.html half-written');
        else {
          seen.versions.add(script[2]);
          if (!existsSync(join(live, script[1]))) seen.problems.push(`${script[1]} missing`);
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await swap.finally(() => (done = true));
  await watching;
  return seen;
}

describe('swapping a new client build in', () => {
  it('never leaves a moment without index.html or the script it names', async () => {
    fakeBuild(live, 'A');
    const seen = await watchWhile(swapInClientBuild(fakeBuild(join(root, 'next'), 'B'), live));
    expect(seen.problems).toEqual([]);
    expect(seen.looks).toBeGreaterThan(20);
    expect(seen.versions).toEqual(new Set(['A', 'B']));
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toContain('<title>B</title>');
    expect(existsSync(join(root, 'next'))).toBe(false);
  });

  it('keeps the outgoing build’s files for one more build, then lets them go', async () => {
    fakeBuild(live, 'A');
    await swapInClientBuild(fakeBuild(join(root, 'next'), 'B'), live);
    // A process started before the upgrade still links A's script: it is still there.
    expect(existsSync(join(live, 'assets/app-A.js'))).toBe(true);
    const kept = JSON.parse(readFileSync(join(live, KEPT_LIST), 'utf8')) as string[];
    expect(kept).toContain(join('assets', 'app-A.js'));
    expect(kept).not.toContain('favicon.svg');

    await swapInClientBuild(fakeBuild(join(root, 'next'), 'C'), live);
    const assets = readdirSync(join(live, 'assets'));
    expect(assets.filter((name) => name.includes('-A'))).toEqual([]);
    expect(assets).toContain('app-B.js');
    expect(assets).toContain('app-C.js');
    expect(assets).toHaveLength(2 * 151);
  });

  it('moves the first build in whole', async () => {
    await swapInClientBuild(fakeBuild(join(root, 'next'), 'A'), live);
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toContain('<title>A</title>');
    expect(existsSync(join(live, KEPT_LIST))).toBe(false);
  });
});

describe('a server running while the build is swapped', () => {
  it('answers / with 200 throughout, then the new page, and both builds’ scripts', async () => {
    fakeBuild(live, 'A');
    const app = Fastify();
    await serveClient(app, live);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      let done = false;
      const statuses: number[] = [];
      const asking = (async () => {
        while (!done) statuses.push((await fetch(`${base}/`)).status);
      })();
      await swapInClientBuild(fakeBuild(join(root, 'next'), 'B'), live).finally(
        () => (done = true),
      );
      await asking;
      expect(statuses.length).toBeGreaterThan(3);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);

      const page = await fetch(`${base}/`);
      expect(await page.text()).toContain('<title>B</title>');
      // The new build's script (no route was made for it at start) and the old one's (which an
      // open tab, or a page drawn before the upgrade, still asks for).
      expect((await fetch(`${base}/assets/app-B.js`)).status).toBe(200);
      expect((await fetch(`${base}/assets/app-A.js`)).status).toBe(200);
      // The list of kept files is the swap's own, not served.
      expect((await fetch(`${base}/${KEPT_LIST}`)).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
