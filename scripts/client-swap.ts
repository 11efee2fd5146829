import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import { z } from 'zod';

/**
 * In the live folder: the files of the build before the live one that the live one does not have.
 * They are kept for one more build, so a process started before the upgrade (whose pages link the
 * stylesheets it read from the old manifest) and a browser tab opened before it (which loads the
 * old build's scripts when it needs them) still find them. A dot file: never served.
 */
export const KEPT_LIST = '.previous-build-files.json';

const keptListSchema = z.array(z.string());

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string, under = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, under), { withFileTypes: true })) {
    const path = under === '' ? entry.name : join(under, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

const exists = async (path: string) => (await stat(path).catch(() => null)) !== null;

/** A path the list may name: inside the folder, nothing else. */
const insideFolder = (path: string) =>
  !isAbsolute(path) && !normalize(path).split(sep).includes('..');

async function keptList(live: string): Promise<string[]> {
  try {
    const kept = keptListSchema.safeParse(
      JSON.parse(await readFile(join(live, KEPT_LIST), 'utf8')),
    );
    return kept.success ? kept.data.filter(insideFolder) : [];
  } catch {
    return [];
  }
}

/**
 * Which files go in first: content-hashed ones (new names, nothing links them yet), then the
 * others (the build manifest among them), and the pages that link them last, so at any moment a
 * page on disk finds every file it names.
 */
const order = (path: string) =>
  path.endsWith('.html') ? 2 : path.startsWith(`assets${sep}`) ? 0 : 1;

/**
 * Puts a finished build (`next`) in the place of the live one (`live`) without a moment where a
 * file the server serves is missing or half-written: each file is moved in by a rename, which
 * replaces its old copy at once, so every path under `live` is always the old file or the new
 * one, and `index.html` is always there. (Renaming the folders themselves would leave a moment
 * with no `live` at all, between the old folder going and the new one arriving.) The outgoing
 * build's own files stay for one more build (KEPT_LIST); the ones kept from the build before it
 * go. `next` is gone afterwards. The first build is one rename of the folder.
 */
export async function swapInClientBuild(next: string, live: string): Promise<void> {
  if (!(await exists(live))) {
    await mkdir(dirname(live), { recursive: true });
    await rename(next, live);
    return;
  }
  const incoming = await filesUnder(next);
  const incomingSet = new Set(incoming);
  const before = await keptList(live);
  const beforeSet = new Set(before);
  const outgoing = (await filesUnder(live)).filter(
    (path) => path !== KEPT_LIST && !beforeSet.has(path) && !incomingSet.has(path),
  );

  for (const path of incoming.sort((a, b) => order(a) - order(b))) {
    await mkdir(dirname(join(live, path)), { recursive: true });
    await rename(join(next, path), join(live, path));
  }
  for (const path of before) {
    if (!incomingSet.has(path)) await rm(join(live, path), { force: true });
  }
  const list = join(live, `${KEPT_LIST}.part`);
  await writeFile(list, JSON.stringify(outgoing));
  await rename(list, join(live, KEPT_LIST));
  await rm(next, { recursive: true, force: true });
}
