import { TEMPLATES } from '../src/model/templates/catalogue';
import { axeProblems } from './axe';
import { expect, test } from './fixtures';

/**
 * Every template's live page, with the coach's name and contact details filled in (so the footer's
 * © line and links show), passes axe's WCAG 2 A and AA rules on a phone: contrast included, which
 * Lighthouse caught in the footer before any test did.
 */
test('every published template passes the WCAG A and AA checks on a phone', async ({
  browser,
  request,
}) => {
  test.slow(); // Ten pages, each published and checked.
  const context = await browser.newContext({
    bypassCSP: true,
    viewport: { width: 375, height: 800 },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const template of TEMPLATES) {
    const created = await request.post('/api/websites', {
      data: {
        name: `${template.name} checked`,
        template: template.id,
        settings: {
          coachName: 'Maya Rivers',
          contact: { email: 'maya@example.com', phone: '+1 555 0100' },
        },
      },
    });
    expect(created.status(), template.id).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const published = await request.post(`/api/websites/${id}/publish`);
    expect(published.status(), template.id).toBe(201);
    const { url } = (await published.json()) as { url: string };
    await page.goto(url);
    for (const problem of await axeProblems(page, { perRule: 3, explain: true })) {
      problems.push(`${template.id} ${problem}`);
    }
  }
  await context.close();
  expect(problems).toEqual([]);
});
