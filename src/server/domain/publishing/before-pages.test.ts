import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_QUOTAS } from '../../../model/limits';
import type { Website } from '../../../model/website';
import { migrationsFolder } from '../../db/migrations-folder';
import * as schema from '../../db/schema';
import type { Db } from '../../db/database';
import { siteRenderer } from '../../public/renderer';
import { publishWebsite } from './publish-website';

/**
 * Issue 38's promise: every website made before pages is, after migration 0028, a one-page website
 * that republishes to the same bytes. The fixture holds one website of every template as stored
 * before the change, with the hash of the page body the code of that time drew for it
 * (test/fixtures/before-pages.json, made at commit 4a5da07 on 2026-11-28: the footer's year).
 */
type Before = { template: string; snapshot: Website; bytes: number; sha256: string };
const BEFORE = JSON.parse(
  readFileSync(new URL('../../../../test/fixtures/before-pages.json', import.meta.url), 'utf8'),
) as Before[];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The migrations folder as it was before pages: every migration up to 0027. */
function foldersBeforePages(): string {
  const dir = mkdtempSync(join(tmpdir(), 'before-pages-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((e) => e.tag === '0028_pages_and_posts');
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

/** Stores a website as the code before pages did: sections without a page, elements at version 1. */
async function storeAsBefore(db: Db, userId: number, { snapshot }: Before) {
  await db.insert(schema.websites).values({
    id: snapshot.id,
    userId,
    name: snapshot.name,
    template: snapshot.template,
    settings: snapshot.settings,
    slug: snapshot.slug,
  });
  for (const section of snapshot.sections) {
    await db.execute(
      sql`INSERT INTO sections (id, website_id, name, type, "order", title) VALUES (${section.id}, ${snapshot.id}, ${section.name}, ${section.type}, ${section.order}, ${section.title})`,
    );
    for (const element of section.elements) {
      await db.insert(schema.elements).values({
        id: element.id,
        sectionId: section.id,
        type: element.type,
        order: element.order,
        content: element.content,
        styles: element.styles,
      });
    }
  }
}

describe('websites made before pages', () => {
  const client = new PGlite();
  const db = drizzle(client, { schema }) as unknown as Db;
  let older = '';
  let userId = 0;

  beforeAll(async () => {
    older = foldersBeforePages();
    await migrate(drizzle(client, { schema }), { migrationsFolder: older });
    const [user] = await db
      .insert(schema.users)
      .values({ email: 'maya@example.com', name: 'Maya Rivers', passwordHash: 'x' })
      .returning({ id: schema.users.id });
    userId = user?.id ?? 0;
    for (const before of BEFORE) await storeAsBefore(db, userId, before);
    // Migration 0028 and everything after it, as a deployment of this version runs them.
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  }, 60_000);

  afterAll(async () => {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  });

  it('covers every template', () => {
    const templates = new Set(BEFORE.map((b) => b.template));
    expect(templates.size).toBe(BEFORE.length);
    expect(templates.size).toBeGreaterThanOrEqual(10);
  });

  it.each(BEFORE.map((b) => [b.template, b] as const))(
    'republishes the %s website as a one-page website with the same bytes',
    async (_template, before) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T12:00:00Z') });
      try {
        const published = await publishWebsite(
          db,
          userId,
          before.snapshot.id,
          DEFAULT_QUOTAS,
          siteRenderer(null),
        );
        const [row] = await db
          .select({ body: schema.publications.body, snapshot: schema.publications.snapshot })
          .from(schema.publications)
          .where(sql`${schema.publications.id} = ${published.publication.id}`);
        const body = row?.body ?? '';
        expect(body.length).toBe(before.bytes);
        expect(sha256(body)).toBe(before.sha256);
        // One page, the home page, holding every section it had.
        expect(row?.snapshot.pages).toEqual([
          expect.objectContaining({ isHome: true, title: 'Home', slug: 'home' }),
        ]);
        const home = row?.snapshot.pages[0]?.id;
        expect(row?.snapshot.sections.map((s) => s.pageId)).toEqual(
          before.snapshot.sections.map(() => home),
        );
      } finally {
        vi.useRealTimers();
      }
    },
  );
});
