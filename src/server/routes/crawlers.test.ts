import { describe, expect, it } from 'vitest';
import { createWebsite } from '../../../test/support/builders';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

describe('crawlers', () => {
  it('robots.txt allows the live pages only and points to the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      'User-agent: *\nAllow: /s/\nDisallow: /\n\nSitemap: http://localhost:80/sitemap.xml\n',
    );
  });

  it('the sitemap lists published pages and nothing else', async () => {
    const live = await createWebsite(t, { name: 'Listed Page' });
    await createWebsite(t, { name: 'Draft Only' });
    await t.call('POST', `/api/websites/${live.id}/publish`);
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<loc>http://localhost:80/s/listed-page</loc>');
    expect(response.body).not.toContain('draft-only');
  });
});
