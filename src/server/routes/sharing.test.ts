import { describe, expect, it } from 'vitest';
import type { Website } from '../../model/website';
import { createWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

type Link = { token: string; publicUrl: string; websiteId: number };

async function share(website: Website): Promise<Link> {
  const { status, body } = await t.call('POST', '/api/share/create-public-preview', {
    websiteId: website.id,
    websiteName: website.name,
  });
  expect(status).toBe(201);
  return body as Link;
}

const visit = async (path: string) => {
  const response = await t.app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};

describe('public preview links', () => {
  it('opens the current draft read-only, marked noindex, with a token of at least 128 random bits', async () => {
    const website = await createWebsite(t, { name: 'Draft Share', template: 'retreat-offer' });
    const link = await share(website);
    expect(link.publicUrl).toMatch(new RegExp(`/p/${link.token}$`));
    expect(Buffer.from(link.token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const page = await visit(`/p/${link.token}`);
    expect(page.status).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    const audit = auditHtml(page.html);
    expect(audit.metas.robots).toBe('noindex, nofollow');
    expect(audit.scripts).toEqual([]);
    expect(page.html).not.toContain('data-element-id');
    expect(audit.text).toContain("What You'll Experience");
  });

  it('shows edits to the draft at once, without publishing', async () => {
    const website = await createWebsite(t, { name: 'Live Draft' });
    const link = await share(website);
    await visit(`/p/${link.token}`);
    const paragraph = website.sections
      .flatMap((s) => s.elements)
      .find((e) => e.type === 'paragraph');
    await t.call('PATCH', `/api/elements/${paragraph?.id}`, {
      content: { text: 'Fresh from the builder.' },
    });
    expect(auditHtml((await visit(`/p/${link.token}`)).html).text).toContain(
      'Fresh from the builder.',
    );
  });

  it('gives the same link while it is active, and a new one after revoking', async () => {
    const website = await createWebsite(t, { name: 'Revocable' });
    const first = await share(website);
    expect((await share(website)).token).toBe(first.token);
    const current = await t.call('GET', `/api/websites/${website.id}/share`);
    expect((current.body as { link: Link }).link.token).toBe(first.token);

    expect((await t.call('DELETE', `/api/share/${first.token}`)).status).toBe(204);
    const revoked = await visit(`/p/${first.token}`);
    expect(revoked.status).toBe(404);
    expect(revoked.html).toContain('This page isn’t available');
    expect((await t.call('GET', `/api/websites/${website.id}/share`)).body).toEqual({ link: null });
    expect((await t.call('DELETE', `/api/share/${first.token}`)).status).toBe(404);
    expect((await share(website)).token).not.toBe(first.token);
  });

  it('refuses bad requests with the field named, and unknown tokens with a 404 page', async () => {
    const missing = await t.call('POST', '/api/share/create-public-preview', { websiteName: 'x' });
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorAnswer).error.fields).toHaveProperty(['websiteId']);
    expect(
      (await t.call('POST', '/api/share/create-public-preview', { websiteId: 424242 })).status,
    ).toBe(404);
    expect((await t.call('DELETE', '/api/share/short')).status).toBe(400);
    expect((await visit('/p/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await visit('/p/<script>')).status).toBe(404);
  });

  it('stops working when the website is deleted', async () => {
    const website = await createWebsite(t, { name: 'Deleted Later' });
    const link = await share(website);
    await t.call('DELETE', `/api/websites/${website.id}`);
    expect((await visit(`/p/${link.token}`)).status).toBe(404);
  });
});
