import type { Page } from '@playwright/test';
import { EXAMPLE_AVATAR } from '../src/model/avatars/example-avatar';
import type { Post, PostSummary } from '../src/model/posts';
import type { Website } from '../src/model/website';
import { publishPostJob } from '../src/server/domain/posts/publish-post-job';
import { handlerOf } from '../src/server/jobs/job-handler';
import { startRunner } from '../src/server/jobs/runner';
import { axeProblems } from './axe';
import { expect, expectToast, test } from './fixtures';
import { PHONE, sidewaysScroll } from './screen-fit';

// The coach's browser is in New York (a time read in another zone would be hours off); axe is
// added to the pages as a script of its own.
test.use({ timezoneId: 'America/New_York', bypassCSP: true });

const MINUTE = 60_000;

/** The next whole minute at least 20 s from now: when the post is to go live. */
const goLiveMoment = (now: number) => Math.ceil((now + 20_000) / MINUTE) * MINUTE;

/** `at` as a date-and-time input shows it in New York ('2026-11-28T12:30'). */
const newYorkInput = (at: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(at)
    .replace(' ', 'T');

const blogPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Blog' });

const postSaved = (page: Page) =>
  expect(blogPanel(page).locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', {
    timeout: 10_000,
  });

test('a generated post turned into a blog post and scheduled two minutes ahead goes live at that time', async ({
  page,
  api,
  request,
  server,
  browser,
}) => {
  test.setTimeout(180_000);
  // The server's jobs runner, as an app process runs it, looking for due jobs every 200 ms.
  const db = server.database.db;
  const runner = startRunner({
    db,
    handlers: [handlerOf(publishPostJob, { db, now: () => new Date() })],
    log: () => undefined,
    pollMs: 200,
  });
  try {
    await api.createAvatar(EXAMPLE_AVATAR);
    const website = await api.createWebsite({ name: 'Maya Rivers Coaching' });
    // Her browser's clock says it is two minutes before the moment the post is to go live.
    const goLive = goLiveMoment(Date.now());
    await page.clock.setFixedTime(goLive - 2 * MINUTE);

    await page.goto('/content-library');
    await page
      .getByRole('group', { name: 'Write new content' })
      .getByRole('button', { name: 'Social posts' })
      .click();
    await expectToast(page, 'Content Generated');
    // One website: no question which blog; the draft opens in the builder's post editor.
    await page.getByRole('button', { name: /^Turn into a post/ }).click();
    await expect(page).toHaveURL(/\/builder\/\d+\?tab=blog&post=\d+$/);
    const panel = blogPanel(page);
    const title = panel.getByLabel('Title', { exact: true });
    await expect(title).not.toHaveValue('');
    const generated = await title.inputValue();

    // Typing shows at once and is saved; undo and redo are the post's own.
    await title.fill('Rest is part of the work');
    await panel.getByLabel('Excerpt').click();
    await postSaved(page);
    await page.keyboard.press('Control+z');
    await expect(title).toHaveValue(generated);
    await page.keyboard.press('Control+Shift+z');
    await expect(title).toHaveValue('Rest is part of the work');
    await expect(panel.getByText(/\/blog\/[a-z0-9-]+$/)).toBeVisible();

    await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
    await expect(panel.getByText('Your time zone: America/New_York')).toBeVisible();
    await panel.getByLabel('Goes live on').fill(newYorkInput(goLive));
    await panel.getByRole('button', { name: 'Schedule post' }).click();
    await expectToast(page, 'Post saved');
    await expect(panel.locator('[data-post-state="scheduled"]')).toContainText(
      /^Scheduled for .+ America\/New_York$/,
    );
    await postSaved(page);

    // The blog's name and its link in the navigation are the website's settings, saved as they are.
    await panel.getByRole('button', { name: 'All posts' }).click();
    await panel.getByLabel('Blog name').fill('Notes');
    await panel.getByLabel('Show the blog in the navigation').check();
    await expect(page.getByRole('banner').locator('[data-save-state]')).toHaveText('Saved');
    const saved = (await (await request.get(`/api/websites/${website.id}`)).json()) as Website;
    expect(saved.settings.blog).toEqual({ title: 'Notes', inNav: true });

    const posts = await request.get(`/api/websites/${website.id}/posts`);
    const [post] = ((await posts.json()) as { posts: PostSummary[] }).posts;
    expect(post).toMatchObject({ title: 'Rest is part of the work', state: 'scheduled' });
    expect(new Date(post?.publishAt ?? '').getTime()).toBe(goLive);

    const live = await api.publish(website.id);
    const list = `${live}/blog`;
    const page2 = `${live}/blog/${post?.slug ?? ''}`;
    const feed = `${live}/blog/feed.xml`;
    // Not before its time.
    expect(Date.now()).toBeLessThan(goLive);
    expect(await (await request.get(list)).text()).not.toContain('Rest is part of the work');
    expect((await request.get(page2)).status()).toBe(404);

    await expect
      .poll(async () => (await request.get(list)).text(), { timeout: 120_000, intervals: [500] })
      .toContain('Rest is part of the work');
    expect(Date.now()).toBeGreaterThanOrEqual(goLive - 1000);
    const article = await request.get(page2);
    expect(article.status()).toBe(200);
    expect(await article.text()).toContain('Rest is part of the work');
    const atom = await request.get(feed);
    expect(atom.headers()['content-type']).toContain('application/atom+xml');
    expect(await atom.text()).toMatch(/<entry>[\s\S]*Rest is part of the work[\s\S]*<\/entry>/);

    // A visitor without JavaScript reads the list and the post; axe finds nothing serious there.
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const reader = await visitor.newPage();
    for (const address of [list, page2]) {
      await reader.goto(address);
      await expect(reader.getByText('Rest is part of the work').first()).toBeVisible();
      // axe itself runs as a script: in the coach's own window, which runs scripts.
      await page.goto(address);
      const found = await axeProblems(page, { impacts: ['critical', 'serious'], explain: true });
      expect(found).toEqual([]);
    }
    await reader.getByRole('link', { name: 'Notes' }).first().click();
    await expect(reader).toHaveURL(list);
    await visitor.close();
  } finally {
    await runner.stop();
  }
});

test.describe('the post editor on a phone', () => {
  test.use({ viewport: PHONE });

  test('axe finds nothing serious, nothing is wider than the phone, and a keyboard writes a post', async ({
    page,
    api,
    request,
  }) => {
    const website = await api.createWebsite({ name: 'Maya Rivers Coaching' });
    await page.goto(`/builder/${website.id}?tab=blog`);
    const panel = blogPanel(page);
    // The empty state says what a blog is for and offers the first post.
    await expect(panel.getByText(/A blog brings people to your website/)).toBeVisible();
    await panel.getByRole('button', { name: 'New post' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=blog&post=\d+$/);
    const postId = Number(new URL(page.url()).searchParams.get('post'));

    const title = panel.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue('Untitled post');
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await panel.evaluate((n) => n.scrollWidth - n.clientWidth)).toBe(0);
    expect(
      await axeProblems(page, { within: '[role="tabpanel"]', impacts: ['critical', 'serious'] }),
    ).toEqual([]);

    // From the title on, by keyboard alone.
    await title.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Three habits of calm leaders');
    const body = panel.getByRole('textbox', { name: 'Post' });
    for (let i = 0; i < 12 && !(await body.evaluate((n) => n === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(body).toBeFocused();
    await page.keyboard.type('Breathe first');
    // Back to the toolbar: Link, Quote, Numbered list, Bulleted list, Paragraph, Subheading, Heading.
    for (let i = 0; i < 7; i++) await page.keyboard.press('Shift+Tab');
    await expect(panel.getByRole('button', { name: 'Heading', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(body.locator('h2')).toHaveText('Breathe first');
    await page.keyboard.press('Control+z');
    await expect(body.locator('h2')).toHaveCount(0);
    await page.keyboard.press('Control+Shift+z');
    await expect(body.locator('h2')).toHaveText('Breathe first');

    const tags = panel.getByRole('textbox', { name: 'Tags' });
    await tags.focus();
    await page.keyboard.type('leadership');
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: 'Remove leadership' })).toBeVisible();
    await postSaved(page);

    const saved = (await (await request.get(`/api/posts/${postId}`)).json()) as { post: Post };
    expect(saved.post).toMatchObject({
      title: 'Three habits of calm leaders',
      tags: ['leadership'],
    });
    expect(saved.post.body).toContain('<h2>Breathe first</h2>');
    expect(await sidewaysScroll(page)).toBe(0);
  });
});

test('a story becomes a post only with consent, on the blog of the website she picks', async ({
  page,
  api,
  request,
}) => {
  await api.createWebsite({ name: 'Maya Rivers Coaching' });
  const second = await api.createWebsite({ name: 'Calm Leaders Academy' });
  for (const story of [
    { title: 'How Sam found her voice', kind: 'client-transformation', person: 'Sam' },
    {
      title: 'How Priya doubled her prices',
      kind: 'client-transformation',
      person: 'Priya',
      consent: true,
      text: 'Priya priced by the hour. We priced by the result instead.',
    },
  ]) {
    expect((await request.post('/api/stories', { data: story })).status()).toBe(201);
  }
  await page.goto('/story-memory-bank');
  const card = (title: string) => page.getByRole('article', { name: title });
  await expect(card('How Sam found her voice')).toBeVisible();
  // Sam did not agree to it being published: no way onto the blog.
  await expect(
    card('How Sam found her voice').getByRole('button', { name: /^Turn into a post/ }),
  ).toHaveCount(0);
  await card('How Priya doubled her prices')
    .getByRole('button', { name: 'Turn into a post: How Priya doubled her prices' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Which website’s blog?' });
  await dialog.getByRole('button', { name: 'Calm Leaders Academy' }).click();
  await expect(page).toHaveURL(new RegExp(`/builder/${second.id}\\?tab=blog&post=\\d+$`));
  const panel = blogPanel(page);
  await expect(panel.getByLabel('Title', { exact: true })).toHaveValue(
    'How Priya doubled her prices',
  );
  await expect(panel.getByRole('textbox', { name: 'Post' })).toContainText(
    'We priced by the result instead.',
  );
  await expect(panel.locator('[data-post-state="draft"]')).toHaveText('Draft');
});
