import { and, eq, ne } from 'drizzle-orm';
import { slugify } from '../../../model/slug';
import type { Db } from '../../db/database';
import { websites } from '../../db/schema';
import { AppError } from '../../errors';

async function taken(db: Db, slug: string, websiteId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.slug, slug), ne(websites.id, websiteId)));
  return row !== undefined;
}

/** The first free address from the website's name: thrive-with-maya, thrive-with-maya-2, ... */
export async function freeSlugFor(db: Db, name: string, websiteId: number): Promise<string> {
  const base = slugify(name);
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 55)}-${n}`;
    if (!(await taken(db, candidate, websiteId))) return candidate;
  }
  return `${base.slice(0, 50)}-${websiteId}`;
}

export async function assertSlugFree(db: Db, slug: string, websiteId: number): Promise<void> {
  if (await taken(db, slug, websiteId)) {
    throw new AppError('bad_request', 'slug is already used by another website', {
      slug: 'is already used by another website',
    });
  }
}
