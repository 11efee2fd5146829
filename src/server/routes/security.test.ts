import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../../model/element-types';
import { TEMPLATES } from '../../model/templates/catalogue';
import { createWebsite } from '../../../test/support/builders';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

const TEXT_ATTACKS = [
  '</script><script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  "'><img src=x onerror=alert(1)>",
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a><iframe src="javascript:alert(1)">',
  '{name}<style>body{background:url(javascript:alert(1))}</style>',
];
const URL_ATTACKS = [
  'javascript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];
const STYLE_ATTACKS = [
  { color: 'red;background:url(javascript:alert(1))' },
  { backgroundColor: 'expression(alert(1))' },
  { fontSize: 'url(javascript:alert(1))' },
  { fontFamily: '"><script>alert(1)</script>' },
];

function expectNothingRuns(html: string, where: string) {
  const audit = auditHtml(html);
  expect(audit.scripts, `${where}: scripts`).toEqual([]);
  expect(audit.handlers, `${where}: event handlers`).toEqual([]);
  expect(audit.scriptUrls, `${where}: script URLs`).toEqual([]);
  expect(audit.riskyStyles, `${where}: styles`).toEqual([]);
}

describe('hostile content in every field of every template', () => {
  it.each(TEMPLATES.map((x) => x.id))(
    '%s: live page, share page and draft carry no executable script',
    async (templateId) => {
      const website = await createWebsite(t, {
        template: templateId,
        name: `Attack ${templateId}`,
      });
      let attack = 0;
      for (const element of website.sections.flatMap((s) => s.elements)) {
        const content: Record<string, string> = {};
        for (const field of ELEMENT_TYPES[element.type].fields) {
          if (field.kind === 'boolean') continue;
          if (field.kind === 'choice') {
            const refused = await t.call('PATCH', `/api/elements/${element.id}`, {
              content: { [field.name]: TEXT_ATTACKS[0] },
            });
            expect(refused.status, `${element.type}.${field.name}`).toBe(400);
            continue;
          }
          if (field.kind === 'url' || field.kind === 'image') {
            for (const url of URL_ATTACKS) {
              const refused = await t.call('PATCH', `/api/elements/${element.id}`, {
                content: { [field.name]: url },
              });
              expect(refused.status, `${element.type}.${field.name} = ${url}`).toBe(400);
            }
            continue;
          }
          content[field.name] = TEXT_ATTACKS[attack++ % TEXT_ATTACKS.length] as string;
        }
        const saved = await t.call('PATCH', `/api/elements/${element.id}`, { content });
        expect(saved.status, element.type).toBe(200);
        for (const styles of STYLE_ATTACKS) {
          expect((await t.call('PATCH', `/api/elements/${element.id}`, { styles })).status).toBe(
            400,
          );
        }
      }
      await t.call('PATCH', `/api/websites/${website.id}`, {
        settings: {
          coachName: '</script><script>alert(1)</script>',
          seo: { title: '"><script>alert(1)</script>' },
        },
      });
      const refusedSettings = await t.call('PATCH', `/api/websites/${website.id}`, {
        settings: {
          bookingCalendar: { url: 'javascript:alert(1)' },
          seo: { imageUrl: 'javascript:alert(1)' },
        },
      });
      expect(refusedSettings.status).toBe(400);

      const { body } = await t.call('POST', `/api/websites/${website.id}/publish`);
      const slug = (body as { website: { slug: string } }).website.slug;
      const live = await t.app.inject({ method: 'GET', url: `/s/${slug}` });
      expectNothingRuns(live.body, 'live page');
      expect(auditHtml(live.body).text).toContain('<svg onload=alert(1)>');

      const link = await t.call('POST', '/api/share/create-public-preview', {
        websiteId: website.id,
      });
      const shared = await t.app.inject({
        method: 'GET',
        url: `/p/${(link.body as { token: string }).token}`,
      });
      expectNothingRuns(shared.body, 'share page');

      const draft = await t.app.inject({
        method: 'GET',
        url: `/api/websites/${website.id}`,
        headers: { cookie: t.cookie },
      });
      const htmlFields = JSON.stringify(draft.json()).match(/"html":"[^"]*"/g) ?? [];
      for (const field of htmlFields)
        expect(field).not.toMatch(/<script|onerror|onload|javascript:/i);
    },
  );
});
