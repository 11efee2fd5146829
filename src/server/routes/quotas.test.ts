import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTAS, REORDER_MAX, type Quotas } from '../../model/limits';
import type { Element, Section, Website } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { setupTestApp, type TestApp, withTestPasswordCost } from '../../../test/support/test-app';
import { buildApp } from '../app';
import { makeServices } from '../services';

// The coach template starts with 7 sections and 32 elements, its largest section holding 9.
const quotas: Quotas = {
  ...DEFAULT_QUOTAS,
  websitesPerCoach: 3,
  sectionsPerWebsite: 8,
  elementsPerSection: 10,
  elementsPerWebsite: 40,
};
const t = setupTestApp(quotas);

let coaches = 0;
/** A new coach, so each test starts from no websites. */
async function asNewCoach(): Promise<TestApp> {
  coaches += 1;
  const cookie = await t.signUp(`quota-coach-${coaches}@example.com`);
  return {
    ...t,
    cookie,
    call: (method, url, payload, as) => t.call(method, url, payload, as ?? cookie),
  };
}

type Answer = Awaited<ReturnType<TestApp['call']>>;

function expectRefused(answer: Answer, message: string, fields: Record<string, string>): void {
  expect(answer.status).toBe(409);
  expect((answer.body as ErrorAnswer).error).toEqual({ code: 'conflict', message, fields });
}

const elementCount = (website: Website) =>
  website.sections.reduce((sum, s) => sum + s.elements.length, 0);

function snapshotOf(website: Website) {
  return website.sections.map((s) => ({ id: s.id, elements: s.elements.map((e) => e.id) }));
}

async function addElement(c: TestApp, sectionId: number, text = 'More'): Promise<Answer> {
  return c.call('POST', `/api/sections/${sectionId}/elements`, {
    type: 'paragraph',
    content: { text },
  });
}

/** A section of the coach template that takes paragraphs, with the fewest elements. */
function paragraphSection(website: Website): Section {
  const sections = website.sections.filter((s) => s.type === 'about' || s.type === 'cta');
  const smallest = sections.sort((a, b) => a.elements.length - b.elements.length)[0];
  if (!smallest) throw new Error('no section that takes paragraphs');
  return smallest;
}

describe('websites per coach', () => {
  it('refuses a website past the limit with a message naming it, and writes nothing', async () => {
    const c = await asNewCoach();
    for (const name of ['One', 'Two', 'Three']) await createWebsite(c, { name });
    const refused = await c.call('POST', '/api/websites', { name: 'Four', template: 'coach' });
    expectRefused(refused, 'You can have up to 3 websites. Delete one to make room.', {
      websites: 'at most 3 per coach',
    });
    const list = (await c.call('GET', '/api/websites')).body as Website[];
    expect(list.map((w) => w.name).sort()).toEqual(['One', 'Three', 'Two']);
  });

  it('refuses a duplicate past the limit, and writes nothing', async () => {
    const c = await asNewCoach();
    const first = await createWebsite(c, { name: 'Original' });
    await createWebsite(c, { name: 'Second' });
    expect((await c.call('POST', `/api/websites/${first.id}/duplicate`)).status).toBe(201);
    const refused = await c.call('POST', `/api/websites/${first.id}/duplicate`);
    expectRefused(refused, 'You can have up to 3 websites. Delete one to make room.', {
      websites: 'at most 3 per coach',
    });
    expect(((await c.call('GET', '/api/websites')).body as Website[]).length).toBe(3);
  });

  it('makes room again when a website is deleted', async () => {
    const c = await asNewCoach();
    const sites = [];
    for (const name of ['A', 'B', 'C']) sites.push(await createWebsite(c, { name }));
    expect((await c.call('POST', '/api/websites', { name: 'D', template: 'coach' })).status).toBe(
      409,
    );
    await c.call('DELETE', `/api/websites/${sites[0]?.id}`);
    expect((await c.call('POST', '/api/websites', { name: 'D', template: 'coach' })).status).toBe(
      201,
    );
  });

  it('lets exactly the limit through when five creates race for the last place', async () => {
    const c = await asNewCoach();
    await createWebsite(c, { name: 'One' });
    await createWebsite(c, { name: 'Two' });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        c.call('POST', '/api/websites', { name: `Racer ${n}`, template: 'coach' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(((await c.call('GET', '/api/websites')).body as Website[]).length).toBe(3);
  });

  it('counts each coach apart', async () => {
    const a = await asNewCoach();
    const b = await asNewCoach();
    for (const name of ['A1', 'A2', 'A3']) await createWebsite(a, { name });
    expect((await a.call('POST', '/api/websites', { name: 'A4', template: 'coach' })).status).toBe(
      409,
    );
    expect((await b.call('POST', '/api/websites', { name: 'B1', template: 'coach' })).status).toBe(
      201,
    );
  });
});

describe('sections per website', () => {
  it('refuses a section past the limit, and writes nothing', async () => {
    const c = await asNewCoach();
    const website = await createWebsite(c, { name: 'Full House' });
    expect(website.sections.length).toBe(7);
    const eighth = await c.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'cta',
      elements: [],
    });
    expect(eighth.status).toBe(201);
    const before = await getWebsite(c, website.id);
    const refused = await c.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'cta',
      elements: [],
    });
    expectRefused(refused, 'A website can have up to 8 sections. Delete one to make room.', {
      sections: 'at most 8 per website',
    });
    expect(snapshotOf(await getWebsite(c, website.id))).toEqual(snapshotOf(before));
  });

  it('lets exactly the limit through when five adds race for the last place', async () => {
    const c = await asNewCoach();
    const website = await createWebsite(c, { name: 'Race' });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        c.call('POST', `/api/websites/${website.id}/sections`, { type: 'cta', elements: [] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await getWebsite(c, website.id)).sections.length).toBe(8);
  });

  it('refuses a section whose own elements pass the limit of a section', async () => {
    const c = await asNewCoach();
    const website = await createWebsite(c, { name: 'Crowded' });
    const before = await getWebsite(c, website.id);
    const refused = await c.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'cta',
      elements: Array.from({ length: 11 }, (_, i) => ({
        type: 'paragraph',
        content: { text: `Line ${i}` },
      })),
    });
    expectRefused(
      refused,
      'A section can have up to 10 elements. Delete one or add another section.',
      { elements: 'at most 10 per section' },
    );
    expect(snapshotOf(await getWebsite(c, website.id))).toEqual(snapshotOf(before));
  });

  it('refuses a section whose elements, given or from the template, pass the limit of a website', async () => {
    const c = await asNewCoach();
    const website = await createWebsite(c, { name: 'Heavy' });
    expect(elementCount(website)).toBe(33);
    const message = 'A website can have up to 40 elements in all. Delete some to make room.';
    const fields = { elements: 'at most 40 per website' };
    const given = await c.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'cta',
      elements: Array.from({ length: 8 }, () => ({ type: 'paragraph', content: { text: 'x' } })),
    });
    expectRefused(given, message, fields);
    // Five more elements leave room for two; the programs section starts with nine.
    const section = paragraphSection(website);
    for (let i = 0; i < 5; i++) expect((await addElement(c, section.id)).status).toBe(201);
    const before = await getWebsite(c, website.id);
    const starter = await c.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'programs',
    });
    expectRefused(starter, message, fields);
    expect(snapshotOf(await getWebsite(c, website.id))).toEqual(snapshotOf(before));
  });
});

describe('elements', () => {
  it('refuses an element past the limit of its section, and writes nothing', async () => {
    const c = await asNewCoach();
    const website = await createWebsite(c, { name: 'Packed Section' });
    const section = paragraphSection(website);
    for (let i = section.elements.length; i < 10; i++) {
      expect((await addElement(c, section.id)).status).toBe(201);
    }
    const before = await getWebsite(c, website.id);
    expectRefused(
      await addElement(c, section.id),
      'A section can have up to 10 elements. Delete one or add another section.',
      { elements: 'at most 10 per section' },
    );
    expect(snapshotOf(await getWebsite(c, website.id))).toEqual(snapshotOf(before));
  });

  it('refuses an element past the limit of its website, and writes nothing', async () => {
    const c = await asNewCoach();
    const website = await createWebsite(c, { name: 'Packed Website' });
    const roomy = website.sections.filter((s) => s.type === 'about' || s.type === 'cta');
    let added = 0;
    for (const section of roomy) {
      for (let i = section.elements.length; i < 10 && added < 7; i++, added++) {
        expect((await addElement(c, section.id)).status).toBe(201);
      }
    }
    const before = await getWebsite(c, website.id);
    expect(elementCount(before)).toBe(40);
    const section = roomy.find(
      (s) => (before.sections.find((b) => b.id === s.id)?.elements.length ?? 10) < 10,
    );
    expectRefused(
      await addElement(c, section?.id ?? 0),
      'A website can have up to 40 elements in all. Delete some to make room.',
      { elements: 'at most 40 per website' },
    );
    expect(snapshotOf(await getWebsite(c, website.id))).toEqual(snapshotOf(before));
  });

  it('lets exactly the limit through when five adds race for the last place in a section', async () => {
    const c = await asNewCoach();
    const website = await createWebsite(c, { name: 'Element Race' });
    const section = paragraphSection(website);
    for (let i = section.elements.length; i < 9; i++) await addElement(c, section.id);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => addElement(c, section.id, `${n}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const after = await getWebsite(c, website.id);
    expect(after.sections.find((s) => s.id === section.id)?.elements.length).toBe(10);
  });
});

describe('reordering at the limit', () => {
  it('reorders a website at its section limit and a section at its element limit, which grow no more', async () => {
    const c = await asNewCoach();
    const website = await createWebsite(c, { name: 'Reorder Me' });
    await c.call('POST', `/api/websites/${website.id}/sections`, { type: 'cta', elements: [] });
    const section = paragraphSection(website);
    for (let i = section.elements.length; i < 10; i++) await addElement(c, section.id);
    const full = await getWebsite(c, website.id);
    const sectionIds = full.sections.map((s) => s.id).reverse();
    expect(sectionIds.length).toBe(quotas.sectionsPerWebsite);
    const sections = await c.call('POST', `/api/websites/${website.id}/sections/reorder`, {
      sectionIds,
    });
    expect(sections.status).toBe(200);
    expect((sections.body as { sections: Section[] }).sections.map((s) => s.id)).toEqual(
      sectionIds,
    );
    const elementIds = (full.sections.find((s) => s.id === section.id)?.elements ?? [])
      .map((e) => e.id)
      .reverse();
    expect(elementIds.length).toBe(quotas.elementsPerSection);
    const elements = await c.call('POST', `/api/sections/${section.id}/elements/reorder`, {
      elementIds,
    });
    expect(elements.status).toBe(200);
    expect((elements.body as { elements: Element[] }).elements.map((e) => e.id)).toEqual(
      elementIds,
    );
    const more = await c.call('POST', `/api/websites/${website.id}/sections`, {
      type: 'cta',
      elements: [],
    });
    expect(more.status).toBe(409);
    expect((await addElement(c, section.id)).status).toBe(409);
  });

  it('reorders a section of REORDER_MAX elements, the most any quota allows, and lets it grow no more', async () => {
    const largest: Quotas = {
      ...DEFAULT_QUOTAS,
      elementsPerSection: REORDER_MAX,
      elementsPerWebsite: 20_000,
    };
    const app = await buildApp({
      db: t.database.db,
      services: makeServices(withTestPasswordCost({ quotas: largest })),
    });
    const c = await asNewCoach();
    const call = async (method: 'POST' | 'GET', url: string, payload?: object) => {
      const response = await app.inject({ method, url, headers: { cookie: c.cookie }, payload });
      return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
    };
    try {
      const website = await createWebsite(c, { name: 'Thousand' });
      const added = await call('POST', `/api/websites/${website.id}/sections`, {
        type: 'cta',
        elements: Array.from({ length: REORDER_MAX }, (_, i) => ({
          type: 'paragraph',
          content: { text: `Line ${i}` },
        })),
      });
      expect(added.status).toBe(201);
      const section = added.body as Section;
      const elementIds = section.elements.map((e) => e.id).reverse();
      expect(elementIds.length).toBe(REORDER_MAX);
      const reordered = await call('POST', `/api/sections/${section.id}/elements/reorder`, {
        elementIds,
      });
      expect(reordered.status).toBe(200);
      expect((reordered.body as { elements: Element[] }).elements[0]?.content.text).toBe(
        `Line ${REORDER_MAX - 1}`,
      );
      const extra = await call('POST', `/api/sections/${section.id}/elements`, {
        type: 'paragraph',
      });
      expect(extra.status).toBe(409);
      expect((extra.body as ErrorAnswer).error.message).toBe(
        'A section can have up to 1,000 elements. Delete one or add another section.',
      );
      const tooLong = await call('POST', `/api/sections/${section.id}/elements/reorder`, {
        elementIds: [...elementIds, 2_000_000_000],
      });
      expect(tooLong.status).toBe(400);
      expect((tooLong.body as ErrorAnswer).error.fields).toEqual({
        elementIds: `must be at most ${REORDER_MAX}`,
      });
    } finally {
      await app.close();
    }
  });
});

describe('restoring a version', () => {
  it('refuses a version larger than the quotas now allow, leaving the draft as it was', async () => {
    const roomy = await buildApp({
      db: t.database.db,
      services: makeServices(
        withTestPasswordCost({ quotas: { ...quotas, sectionsPerWebsite: 20 } }),
      ),
    });
    const c = await asNewCoach();
    try {
      const website = await createWebsite(c, { name: 'Was Bigger' });
      for (let i = 0; i < 2; i++) {
        const added = await roomy.inject({
          method: 'POST',
          url: `/api/websites/${website.id}/sections`,
          headers: { cookie: c.cookie },
          payload: { type: 'cta', elements: [] },
        });
        expect(added.statusCode).toBe(201);
      }
      const published = await c.call('POST', `/api/websites/${website.id}/publish`);
      const publicationId = (published.body as { publication: { id: number } }).publication.id;
      // Back under the quotas: delete the two extra sections, then try to bring them back.
      const big = await getWebsite(c, website.id);
      for (const s of big.sections.slice(-2)) await c.call('DELETE', `/api/sections/${s.id}`);
      const before = await getWebsite(c, website.id);
      const refused = await c.call(
        'POST',
        `/api/websites/${website.id}/publications/${publicationId}/restore`,
      );
      expectRefused(refused, 'This version has 9 sections, and a website can have up to 8.', {
        sections: 'at most 8 per website',
      });
      const after = await getWebsite(c, website.id);
      expect(snapshotOf(after)).toEqual(snapshotOf(before));
      expect(after.version).toBe(before.version);
    } finally {
      await roomy.close();
    }
  });
});
