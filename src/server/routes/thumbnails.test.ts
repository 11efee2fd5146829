import { describe, expect, it } from 'vitest';
import { renderWebsiteMarkup } from '../../render/render-static';
import { createWebsite } from '../../../test/support/builders';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

const thumbnail = async (id: number, headers: Record<string, string> = {}, cookie = t.cookie) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/websites/${id}/thumbnail`,
    headers: { cookie, ...headers },
  });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};

describe('dashboard thumbnails', () => {
  it("renders the first screen of the coach's own draft, with no script, kept by the browser until the draft changes", async () => {
    const website = await createWebsite(t, { name: 'Thumb', template: 'coach' });
    const first = await thumbnail(website.id);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'self'");
    const audit = auditHtml(first.html);
    expect(audit.scripts).toEqual([]);
    expect(audit.metas.robots).toBe('noindex, nofollow');
    // The first sections only: fewer than the whole page has.
    const sectionsIn = (html: string) => html.match(/<section\b/g)?.length ?? 0;
    expect(sectionsIn(first.html)).toBeGreaterThan(0);
    expect(sectionsIn(first.html)).toBeLessThan(sectionsIn(renderWebsiteMarkup(website)));

    // A booking calendar is a grey box: no frame loads from a card.
    expect(renderWebsiteMarkup(website)).toContain('<iframe');
    expect(first.html).not.toContain('<iframe');
    expect(first.html).toContain('data-frame-stand-in');

    const etag = String(first.headers.etag);
    const again = await thumbnail(website.id, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');

    const renamed = await t.call('PATCH', `/api/websites/${website.id}`, {
      name: 'Thumb renamed',
    });
    expect(renamed.status).toBe(200);
    const changed = await thumbnail(website.id, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("is another coach's 404, and a bad id a 400 naming it", async () => {
    const website = await createWebsite(t, { name: 'Mine' });
    const other = await t.signUp('other-thumb@example.com');
    expect((await thumbnail(website.id, {}, other)).status).toBe(404);
    const bad = await thumbnail(0);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.html)).toMatchObject({ error: { fields: { id: expect.any(String) } } });
  });
});
