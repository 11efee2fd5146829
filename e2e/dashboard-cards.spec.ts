import { expect, openDashboard, test } from './fixtures';

test.describe('dashboard cards', () => {
  test("show the coach's own page and the live address; deleting a live website says its page goes offline", async ({
    page,
    api,
    request,
  }) => {
    // Two websites, a publish and a page render each: slow on a busy machine.
    test.slow();
    const draft = await api.createWebsite({ name: 'Quiet Draft', template: 'retreat-offer' });
    const live = await api.createWebsite({ name: 'Maya Coaching', template: 'coach' });
    const published = await request.post(`/api/websites/${live.id}/publish`);
    expect(published.status()).toBe(201);
    const { url } = (await published.json()) as { url: string };
    const livePage = await (await request.get(url)).text();
    const liveHeadline =
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(livePage)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim() ?? '';
    expect(liveHeadline).not.toBe('');

    await openDashboard(page);
    const card = page.getByRole('article', { name: 'Maya Coaching' });
    // The thumbnail is the page itself, drawn by the server, in a frame that runs nothing.
    const frame = card.locator('iframe');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expect(card.frameLocator('iframe').locator('h1').first()).toHaveText(liveHeadline);
    // Scaled down to the card: the whole desktop width fits in it.
    const box = await card.getByTestId('page-thumbnail').boundingBox();
    const frameBox = await frame.boundingBox();
    expect(frameBox?.width).toBeCloseTo(box?.width ?? 0, 0);

    const address = url.replace(/^https?:\/\//, '');
    const liveLink = card.getByRole('link', { name: `Live at ${url}` });
    await expect(liveLink).toHaveText(address);
    await expect(liveLink).toHaveAttribute('href', url);
    const draftCard = page.getByRole('article', { name: 'Quiet Draft' });
    await expect(draftCard.getByText('Not live yet')).toBeVisible();
    await expect(draftCard.getByRole('link', { name: /^Live at/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete Quiet Draft' }).click();
    await expect(page.getByRole('alertdialog')).toHaveText(
      /Are you sure you want to delete this website\? This action cannot be undone\./,
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Delete Maya Coaching' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      `Its live page at ${address} will go offline for everyone who visits it.`,
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toBeHidden();
    expect((await request.get(url)).status()).toBe(404);
    expect(draft.id).toBeGreaterThan(0);
  });
});
