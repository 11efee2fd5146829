import { TEMPLATES } from '../src/model/templates/catalogue';
import { mainHeading } from './template-texts';
import { expect, test } from './fixtures';

/** Texts a visitor sees only on that template (spec point 2), beyond its starter headline. */
const DISTINCTIVE: Record<string, string[]> = {
  'coach-exact': [
    '5 Days Only',
    'Limited Spots',
    'Burn the Script',
    'Build from Bold Truth',
    'Lead Without Apology',
    'Meet Maya Rivers',
    'Start Your Reset',
    'Book a Complimentary Call',
    'Request Full Info',
    'GET THE BOOK',
    'Book Your Complimentary Session',
  ],
  'coaching-offer': [],
  'retreat-offer': [
    "What You'll Experience",
    'Your Investment in Transformation',
    'Transformation Stories',
  ],
  'course-offer': [
    'Worth over $2,000 in additional value',
    'Choose Your Path',
    'Most Popular',
    '30-Day',
  ],
  'leadership-course': [
    'The 4 Pillars of Executive Presence',
    'Executive Level',
    '12 weeks',
    '12 spots',
  ],
};

for (const template of TEMPLATES) {
  test(`a website made from "${template.name}" shows its page in the preview`, async ({
    page,
    request,
    server,
  }) => {
    const response = await request.post(`${server.url}/api/websites`, {
      data: {
        name: `${template.name} site`,
        template: template.id,
        settings: { coachName: 'Maya Rivers' },
      },
    });
    const website = (await response.json()) as { id: number };
    await page.goto(`/preview/${website.id}`);
    await expect(
      page.getByRole('heading', { name: `Preview: ${template.name} site` }),
    ).toBeVisible();
    const main = mainHeading(template.id);
    expect(main).not.toBe('');
    await expect(page.locator('.cs-page').getByText(main, { exact: false }).first()).toBeVisible();
    for (const text of DISTINCTIVE[template.id] ?? []) {
      await expect(
        page.locator('.cs-page').getByText(text, { exact: true }).first(),
        text,
      ).toBeVisible();
    }
    await expect(page.locator('.cs-page iframe[title="Book a Session"]')).toHaveCount(1);
    await expect(page.locator('.cs-page [data-element-id]').first()).toBeAttached();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('an unknown template value renders with the classic design', async ({ page, server }) => {
  const { sql } = await import('drizzle-orm');
  const response = await page.request.post(`${server.url}/api/websites`, {
    data: { name: 'Legacy', template: 'coach' },
  });
  const website = (await response.json()) as { id: number };
  await server.database.db.execute(
    sql`UPDATE websites SET template = 'retired-template' WHERE id = ${website.id}`,
  );
  await page.goto(`/preview/${website.id}`);
  await expect(page.locator('.cs-page').getByText(mainHeading('coach')).first()).toBeVisible();
});

test('the preview is read-only: clicking the page selects nothing, Close Preview and Edit Website work', async ({
  page,
  server,
  context,
}) => {
  const response = await page.request.post(`${server.url}/api/websites`, {
    data: { name: 'Readonly', template: 'coach-minimal' },
  });
  const website = (await response.json()) as { id: number };
  await page.goto(`/preview/${website.id}`);
  await page.locator('.cs-page p').first().click();
  await expect(page.locator('[data-selected], [aria-pressed="true"]')).toHaveCount(0);
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Edit Website' }).click();
  await expect(await opened).toHaveURL(new RegExp(`/builder/${website.id}$`));
  await expect(page.getByRole('button', { name: 'Close Preview' })).toBeVisible();
});
