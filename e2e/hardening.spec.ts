import { eq } from 'drizzle-orm';
import { websites } from '../src/server/db/schema';
import { expect, test } from './fixtures';

test('a published page cannot show the coach’s builder inside it', async ({
  page,
  request,
  server,
  api,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/frame-ancestors|Refused to (frame|display)/);
  const website = await api.createWebsite({ name: 'Frame Trap' });
  const builderUrl = `${server.url}/builder/${website.id}`;
  // The builder here is plain http, which the API no longer takes for a booking page; a link saved
  // before that rule (or an https builder in production) must still not show the builder framed.
  await server.database.db
    .update(websites)
    .set({ settings: { bookingCalendar: { url: builderUrl } } })
    .where(eq(websites.id, website.id));
  const published = await request.post(`/api/websites/${website.id}/publish`);
  const { url } = (await published.json()) as { url: string };

  // A visitor who is signed in to the builder opens the page.
  await page.goto(url);
  const frame = page.locator('iframe[title="Book a Session"]');
  await frame.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('src', builderUrl);
  const inside = await (await frame.elementHandle())?.contentFrame();
  // The browser refuses to draw the app in the frame: it shows its own error page instead.
  await expect.poll(() => inside?.url()).toMatch(/^chrome-error:/);
  expect(await inside?.locator('#root').count()).toBe(0);
});
