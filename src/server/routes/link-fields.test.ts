import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkFields } from '../../model/element-content';
import { ELEMENT_TYPE_NAMES, type ElementType } from '../../model/element-types';
import type { FieldDef } from '../../model/fields';
import type { PublicationSummary } from '../../model/publication';
import { SOCIAL_NETWORKS } from '../../model/site-profile';
import { TEMPLATES, acceptedElements } from '../../model/templates/catalogue';
import type { Element, Website } from '../../model/website';
import { createWebsite, getWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { badLink, goodCheckoutLink, goodLink } from '../../../test/support/link-values';
import { setupTestApp } from '../../../test/support/test-app';
import { elements, websites } from '../db/schema';

/**
 * Issue 23, "Links": every link field of every element type (the registry's fields of kind url)
 * and every link in the settings a visitor follows takes only https, mailto, tel or a place on the
 * page; anything else is a 400 naming the field, and what was stored is kept.
 */

const t = setupTestApp();

/** A section of some template that takes elements of the type (every link type is placed somewhere). */
function placeFor(type: ElementType): { template: string; sectionType: string } {
  for (const template of TEMPLATES) {
    for (const sectionType of Object.keys(template.sectionTypes)) {
      if (acceptedElements(template.id, sectionType).includes(type)) {
        return { template: template.id, sectionType };
      }
    }
  }
  throw new Error(`no template takes ${type} elements`);
}

async function addSection(websiteId: number, type: string): Promise<number> {
  const { status, body } = await t.call('POST', `/api/websites/${websiteId}/sections`, {
    type,
    elements: [],
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return (body as { id: number }).id;
}

function elementIn(website: Website, id: number): Element | undefined {
  return website.sections.flatMap((s) => s.elements).find((e) => e.id === id);
}

type Placed = {
  type: ElementType;
  def: FieldDef;
  websiteId: number;
  sectionId: number;
  id: number;
};

const LINK_TYPES = ELEMENT_TYPE_NAMES.filter((type) => linkFields(type).length > 0);
const placed: Placed[] = [];

beforeAll(async () => {
  const websiteByTemplate = new Map<string, number>();
  for (const type of LINK_TYPES) {
    const { template, sectionType } = placeFor(type);
    let websiteId = websiteByTemplate.get(template);
    if (websiteId === undefined) {
      websiteId = (await createWebsite(t, { name: `Links ${template}`, template })).id;
      websiteByTemplate.set(template, websiteId);
    }
    const sectionId = await addSection(websiteId, sectionType);
    const content = Object.fromEntries(
      linkFields(type).map((def) => [def.name, 'https://x.example/kept']),
    );
    const { status, body } = await t.call('POST', `/api/sections/${sectionId}/elements`, {
      type,
      content,
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const id = (body as Element).id;
    for (const def of linkFields(type)) placed.push({ type, def, websiteId, sectionId, id });
  }
});

describe('every link field of every element type, through the API', () => {
  it('covers the header button, nav links, social links and card buttons', () => {
    expect(placed.map((p) => `${p.type}.${p.def.name}`)).toEqual(
      expect.arrayContaining([
        'button.url',
        'link.url',
        'social-link.url',
        'offer-card.url',
        'pricing-card.buttonUrl',
        'pricing-option.buttonUrl',
        'investment-tier.buttonUrl',
      ]),
    );
  });

  it('PATCH refuses a bad link with a 400 naming the field and keeps the stored element', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...placed), badLink, async (field, bad) => {
        const before = elementIn(await getWebsite(t, field.websiteId), field.id);
        const { status, body } = await t.call('PATCH', `/api/elements/${field.id}`, {
          content: { [field.def.name]: bad },
        });
        const where = `${field.type}.${field.def.name} ${JSON.stringify(bad)}`;
        expect(status, where).toBe(400);
        const error = (body as ErrorAnswer).error;
        expect(error.fields?.[`content.${field.def.name}`], where).toMatch(/^must /);
        expect(error.message, where).toMatch(new RegExp(`^content\\.${field.def.name} must `));
        expect(elementIn(await getWebsite(t, field.websiteId), field.id), where).toEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it('PATCH takes a good link and answers it as stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...placed),
        goodLink,
        goodCheckoutLink,
        async (field, good, checkout) => {
          const url = field.def.linkRule === 'checkout' ? checkout : good;
          const { status, body } = await t.call('PATCH', `/api/elements/${field.id}`, {
            content: { [field.def.name]: url },
          });
          expect(status, `${field.type}.${field.def.name} ${url}`).toBe(200);
          expect((body as Element).content[field.def.name]).toBe(url);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('takes the issue’s good links in every field (email and phone links outside card buttons)', async () => {
    for (const field of placed) {
      const good =
        field.def.linkRule === 'checkout'
          ? ['https://x.example/a', '#calendar']
          : ['https://x.example/a', 'mailto:a@b.co', 'tel:+15125550100', '#calendar'];
      for (const url of good) {
        const { status } = await t.call('PATCH', `/api/elements/${field.id}`, {
          content: { [field.def.name]: url },
        });
        expect(status, `${field.type}.${field.def.name} ${url}`).toBe(200);
      }
    }
  });

  it('a new element or section with a bad link is refused, naming the field', async () => {
    for (const field of placed) {
      const url = 'calendly dot com slash me';
      const added = await t.call('POST', `/api/sections/${field.sectionId}/elements`, {
        type: field.type,
        content: { [field.def.name]: url },
      });
      expect(added.status, field.type).toBe(400);
      expect((added.body as ErrorAnswer).error.fields).toHaveProperty([
        `content.${field.def.name}`,
      ]);
    }
    const [first] = placed;
    if (!first) throw new Error('no link fields');
    const website = await getWebsite(t, first.websiteId);
    const section = website.sections.find((s) => s.id === first.sectionId);
    const withSection = await t.call('POST', `/api/websites/${first.websiteId}/sections`, {
      type: section?.type,
      elements: [{ type: first.type, content: { [first.def.name]: 'http://calendly.com/me' } }],
    });
    expect(withSection.status).toBe(400);
    expect((withSection.body as ErrorAnswer).error.fields).toHaveProperty([
      `elements.0.content.${first.def.name}`,
    ]);
    expect((await getWebsite(t, first.websiteId)).sections).toHaveLength(website.sections.length);
  });
});

describe('the links in a website’s settings, through the API', () => {
  const fields: [string, (url: string) => Record<string, unknown>][] = [
    ['privacyUrl', (url) => ({ privacyUrl: url })],
    ...SOCIAL_NETWORKS.map((n): [string, (url: string) => Record<string, unknown>] => [
      `social.${n.key}`,
      (url) => ({ social: { [n.key]: url } }),
    ]),
  ];

  it('PATCH refuses a bad link with a 400 naming the field and keeps the settings', async () => {
    const website = await createWebsite(t, { name: 'Footer Links' });
    const kept = {
      privacyUrl: 'https://rivers.example/privacy',
      social: { instagram: 'https://instagram.com/maya' },
    };
    expect((await t.call('PATCH', `/api/websites/${website.id}`, { settings: kept })).status).toBe(
      200,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), badLink, async ([path, settings], bad) => {
        const { status, body } = await t.call('PATCH', `/api/websites/${website.id}`, {
          settings: settings(bad),
        });
        expect(status, `${path} ${JSON.stringify(bad)}`).toBe(400);
        expect((body as ErrorAnswer).error.fields?.[`settings.${path}`]).toMatch(/^must /);
        expect((await getWebsite(t, website.id)).settings).toEqual(kept);
      }),
      { numRuns: 40 },
    );
    for (const [path, settings] of fields) {
      const saved = await t.call('PATCH', `/api/websites/${website.id}`, {
        settings: settings('https://x.example/a'),
      });
      expect(saved.status, path).toBe(200);
    }
  });
});

describe('a link stored before the check', () => {
  const OLD = 'calendly dot com slash me';

  async function storedBadLink() {
    const website = await createWebsite(t, { name: 'Old Links' });
    const button = website.sections.flatMap((s) => s.elements).find((e) => e.type === 'button');
    if (!button) throw new Error('the coach template has a button');
    await t.database.db
      .update(elements)
      .set({ content: { ...button.content, url: OLD } })
      .where(eq(elements.id, button.id));
    await t.database.db
      .update(websites)
      .set({ settings: { social: { instagram: 'http://instagram.com/maya' } } })
      .where(eq(websites.id, website.id));
    return { website, button };
  }

  it('still loads, publishes without its address, and is kept by a duplicate and a restore', async () => {
    const { website, button } = await storedBadLink();
    const read = await getWebsite(t, website.id);
    expect(elementIn(read, button.id)?.content.url).toBe(OLD);
    expect(read.settings.social?.instagram).toBe('http://instagram.com/maya');

    const published = await t.call('POST', `/api/websites/${website.id}/publish`);
    expect(published.status).toBe(201);
    const { slug } = (published.body as { website: { slug: string } }).website;
    const page = await t.app.inject({ method: 'GET', url: `/s/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('calendly dot com');
    // An http address stored before still leads where the coach meant.
    expect(page.body).toContain('href="http://instagram.com/maya"');

    const copy = await t.call('POST', `/api/websites/${website.id}/duplicate`);
    expect(copy.status).toBe(201);
    const copied = (copy.body as Website).sections.flatMap((s) => s.elements);
    expect(copied.find((e) => e.type === 'button' && e.content.url === OLD)).toBeDefined();

    const publication = (published.body as { publication: PublicationSummary }).publication;
    const restored = await t.call(
      'POST',
      `/api/websites/${website.id}/publications/${publication.id}/restore`,
    );
    expect(restored.status).toBe(200);
    const back = (await getWebsite(t, website.id)).sections.flatMap((s) => s.elements);
    expect(back.find((e) => e.type === 'button' && e.content.url === OLD)).toBeDefined();
  });

  it('must be fixed before its element saves again: the 400 names it; a good link saves', async () => {
    const { website, button } = await storedBadLink();
    const other = await t.call('PATCH', `/api/elements/${button.id}`, {
      content: { text: 'Book now' },
    });
    expect(other.status).toBe(400);
    expect((other.body as ErrorAnswer).error.fields).toHaveProperty(['content.url']);
    expect(elementIn(await getWebsite(t, website.id), button.id)?.content.url).toBe(OLD);
    const fixed = await t.call('PATCH', `/api/elements/${button.id}`, {
      content: { text: 'Book now', url: '#calendar' },
    });
    expect(fixed.status).toBe(200);
  });
});
