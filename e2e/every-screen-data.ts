import type { APIRequestContext, Browser } from '@playwright/test';
import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';
import type { JourneyDraftAnswer } from '../src/model/journeys/journey';
import { picture } from '../test/support/uploads';
import { expect, type AppApi } from './fixtures';

/** A website name as long as coaches write them: it must wrap or be cut with the full name at hand. */
export const LONG_NAME =
  'Calm Leaders: coaching for first-time engineering managers who want their evenings back';

/**
 * Something on every screen of the app, as a coach who has used it for a while has: a published
 * website with a long name and one lead from it, an avatar, a story, an offer, a file, a brand kit,
 * a coach conversation, generated content and a journey map. Answers the website's id.
 */
export async function fillTheApp(api: AppApi, request: APIRequestContext, browser: Browser) {
  const site = await api.createWebsite({ name: LONG_NAME, template: 'coaching-offer' });
  const live = await api.publish(site.id);
  const avatar = await api.createAvatar(EXAMPLE_AVATAR);
  const answers = await Promise.all([
    request.post('/api/stories', {
      data: {
        title: 'Dana took her evenings back after twelve weeks of coaching',
        kind: 'client-transformation',
        parts: { before: 'Dana ran her agency until midnight.', after: 'She leaves at six.' },
        person: 'Dana R.',
        consent: true,
        result: 'left work at six',
      },
    }),
    request.post('/api/offers', {
      data: {
        name: 'Night Shift to Nine-to-Five: the career change programme for nurses',
        price: '1200',
        duration: '8 weeks',
        includes: ['Eight weekly calls', 'CV rewrite'],
        checkoutLink: 'https://buy.stripe.com/nurse',
      },
    }),
    request.post('/api/files', {
      multipart: {
        file: {
          name: 'Maya on stage at the leadership summit 2026, full size.png',
          mimeType: 'image/png',
          buffer: await picture(120, 80),
        },
      },
    }),
    request.put('/api/brand', { data: { colors: { primary: '#0f766e' } } }),
    request.post('/api/coach/conversations', { data: {} }),
    request.post('/api/ai/generate-killer-copy', { data: { avatar: avatar.id } }),
    request.post('/api/ai/generate-grand-slam-offer', { data: {} }),
  ]);
  for (const answer of answers) expect(answer.ok(), answer.url()).toBe(true);

  const draft = await request.post('/api/journeys/draft', { data: { avatarId: avatar.id } });
  expect(draft.ok()).toBe(true);
  const { journey } = (await draft.json()) as JourneyDraftAnswer;
  expect((await request.post('/api/journeys', { data: journey })).status()).toBe(201);

  // A visitor sends the page's form: the lead inbox has one.
  const visitor = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await visitor.newPage();
  await page.goto(live);
  const form = page.locator('form[method="post"]');
  await form.getByLabel('Name').fill('Jo Whitfield-Montgomery');
  await form.getByLabel('Email').fill('jo.whitfield-montgomery@example-consultancy.co.uk');
  await form.getByLabel('Message').fill('I would like to know which plan fits a team of twelve.');
  await form.getByRole('button').click();
  await expect(page.getByRole('status')).toContainText('Thank you!');
  await visitor.close();
  return site.id;
}
