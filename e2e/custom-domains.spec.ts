import type { Locator, Page } from '@playwright/test';
import type { WebsiteDomains } from '../src/model/domains/custom-domains';
import { domainSettingsFrom, loadConfig } from '../src/server/config';
import { startFakeDnsServer, type FakeDnsServer } from '../test/fakes/dns-server';
import { axeProblems } from './axe';
import { openBuilder } from './builder-helpers';
import { expect, expectToast, test as base } from './fixtures';
import { PHONE, sidewaysScroll } from './screen-fit';

/** Where the operator's service is: a subdomain points here by CNAME, an apex by A record. */
const TARGET = 'sites.coachsite.test';
const SERVER_IP = '203.0.113.10';

/** The app asks the test's own DNS server on 127.0.0.1, configured as an operator would. */
const test = base.extend<{ dns: FakeDnsServer }>({
  dns: async ({}, use) => {
    const dns = await startFakeDnsServer();
    await use(dns);
    await dns.close();
  },
  domains: async ({ dns }, use) => {
    const config = loadConfig({
      DNS_SERVERS: dns.server,
      CUSTOM_DOMAIN_TARGET: TARGET,
      CUSTOM_DOMAIN_IPS: SERVER_IP,
      MAX_DOMAINS_PER_WEBSITE: '2',
    });
    await use(domainSettingsFrom(config));
  },
});

// bypassCSP: axe is added to the page as a script of its own.
test.use({ viewport: PHONE, bypassCSP: true });

const panelOf = (page: Page) => page.getByRole('region', { name: 'Your own domain' });
const domainRow = (panel: Locator, name: string) =>
  panel.getByRole('listitem', { name, exact: true });

/** A record's row in a domain's table, by its type, as [type, name, value] texts. */
async function recordOf(row: Locator, type: string): Promise<string[]> {
  const record = row
    .getByRole('row')
    .filter({ has: row.page().getByRole('cell', { name: type, exact: true }) });
  await expect(record).toHaveCount(1);
  // A name shows the part to type, then the whole name in brackets: read as one line.
  return (await record.getByRole('cell').allInnerTexts()).map((text) =>
    text.trim().replace(/\s+/g, ' '),
  );
}

const seriousProblems = (page: Page) => axeProblems(page, { impacts: ['critical', 'serious'] });

/**
 * A picture of the whole panel at 375 px for a person to look at: the window is made tall for it,
 * since the Share tab scrolls inside the builder.
 */
async function picture(page: Page, part: Locator, name: string): Promise<void> {
  await page.setViewportSize({ width: PHONE.width, height: 2400 });
  await part.screenshot({
    path: `test-results/custom-domains-${name}.png`,
    animations: 'disabled',
  });
  await page.setViewportSize(PHONE);
}

/**
 * The texts in `part` that do not fit their box, or reach past the window's right edge. The Share
 * tab scrolls inside the builder, so a too-long name would overlap its neighbour or scroll there,
 * not scroll the document: each text is measured.
 */
const sticksOut = (part: Locator) =>
  part.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.sr-only')) continue; // Read out, never drawn.
      const box = node.parentElement?.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      const edge = Math.min(box?.right ?? Infinity, window.innerWidth) + 0.5;
      if (text.width > 0 && text.right > edge) found.push(node.textContent ?? '');
    }
    return found;
  });

/** Presses Tab until `target` has the focus, at most `most` times. */
async function tabTo(page: Page, target: Locator, most: number): Promise<void> {
  for (let presses = 0; !(await target.evaluate((node) => node === document.activeElement));) {
    expect(++presses, 'reached by Tab').toBeLessThanOrEqual(most);
    await page.keyboard.press('Tab');
  }
}

async function openShareTab(page: Page, websiteId: number): Promise<Locator> {
  await openBuilder(page, websiteId);
  await page.getByRole('tab', { name: 'Share' }).click();
  const panel = panelOf(page);
  await expect(panel).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  return panel;
}

test.describe('her own domain, on a phone', () => {
  test('adds coach.com, sets the records shown, presses Check now and sees it verified; the account lists it', async ({
    page,
    api,
    dns,
    context,
    allowConsoleErrors,
  }) => {
    test.slow(); // The builder, two adds, a check and the account screen on a busy machine.
    allowConsoleErrors(/400/); // The refused 'localhost' is a 400 the browser logs.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const site = await api.createWebsite({ name: 'Maya Rivers Coaching' });
    const panel = await openShareTab(page, site.id);
    await expect(panel).toContainText('GoDaddy, Namecheap');
    await expect(panel).toContainText('No domain yet');
    await expect(panel).toContainText('up to 2 domains');
    await picture(page, panel, 'empty');

    // A refusal names the field: said under it, and read with it.
    const field = panel.getByRole('textbox', { name: 'Your domain' });
    await field.fill('localhost');
    await panel.getByRole('button', { name: 'Add domain' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/The domain must be a domain on the internet/);
    await picture(page, panel, 'refused');

    // Typed as she would copy it from a browser: the apex gets A records and the TXT token.
    await field.fill('https://MayaRivers.com/');
    await panel.getByRole('button', { name: 'Add domain' }).click();
    await expectToast(page, 'mayarivers.com added');
    const apex = domainRow(panel, 'mayarivers.com');
    await expect(apex.locator('[data-domain-state]')).toHaveText('Waiting for DNS');
    expect(await recordOf(apex, 'A')).toEqual(['A', '@ (mayarivers.com)', SERVER_IP]);
    const [, txtName, token = ''] = await recordOf(apex, 'TXT');
    expect(txtName).toBe('_coachsite-challenge (_coachsite-challenge.mayarivers.com)');
    expect(token).toMatch(/^\S{16,}$/);
    // Why it waits, in a sentence, not only a colour.
    await expect(apex.getByRole('list')).not.toBeEmpty();

    // The copy button puts the exact token on the clipboard.
    await apex.getByRole('button', { name: /Copy the TXT value/ }).click();
    await expectToast(page, 'Copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    // A subdomain points by CNAME to the service; now at the limit, adding says why it cannot.
    await field.fill('www.mayarivers.com');
    await field.press('Enter');
    const www = domainRow(panel, 'www.mayarivers.com');
    expect(await recordOf(www, 'CNAME')).toEqual(['CNAME', 'www (www.mayarivers.com)', TARGET]);
    await expect(field).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Add domain' })).toBeDisabled();
    await expect(panel).toContainText('This website has 2 domains, the most it can have.');
    await expect(apex.getByText('Primary', { exact: true })).toBeVisible();
    await expect(www.getByRole('button', { name: 'Make primary' })).toBeVisible();
    await expect(apex.getByRole('button', { name: 'Make primary' })).toHaveCount(0);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await sticksOut(panel)).toEqual([]);
    await picture(page, panel, 'waiting');

    // She sets the records at her DNS provider, and checks.
    dns.set('mayarivers.com', { A: [SERVER_IP] });
    dns.set('_coachsite-challenge.mayarivers.com', { TXT: [[token]] });
    await apex.getByRole('button', { name: 'Check now' }).click();
    await expectToast(page, 'mayarivers.com is verified');
    await expect(apex.locator('[data-domain-state]')).toHaveText('Verified');
    await expect(www.locator('[data-domain-state]')).toHaveText('Waiting for DNS');
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await seriousProblems(page)).toEqual([]);
    await picture(page, panel, 'verified');

    // The account screen lists both, each with its website, which opens its Share tab.
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Your domains' });
    const listed = card.getByRole('listitem').filter({ hasText: /^mayarivers\.com/ });
    await expect(listed).toContainText('Verified');
    await expect(
      card.getByRole('listitem').filter({ hasText: 'www.mayarivers.com' }),
    ).toContainText('Waiting for DNS');
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await sticksOut(card)).toEqual([]);
    expect(await seriousProblems(page)).toEqual([]);
    await picture(page, card, 'account');
    await listed.getByRole('link', { name: /Maya Rivers Coaching/ }).click();
    await expect(page).toHaveURL(new RegExp(`/builder/${site.id}\\?tab=share$`));
    await expect(page.getByRole('tab', { name: 'Share' })).toHaveAttribute('aria-selected', 'true');

    // The other one made primary; her /s/ address kept working too (kept after a reload).
    const again = panelOf(page);
    const wwwAgain = domainRow(again, 'www.mayarivers.com');
    await wwwAgain.getByRole('button', { name: 'Make primary' }).click();
    await expect(wwwAgain.getByText('Primary', { exact: true })).toBeVisible();
    await expect(
      domainRow(again, 'mayarivers.com').getByText('Primary', { exact: true }),
    ).toHaveCount(0);
    const keep = again.getByRole('checkbox', { name: 'Keep my Coachsite address working too' });
    await expect(keep).not.toBeChecked();
    await keep.check();
    await expect(keep).toHaveAccessibleDescription(/keeps showing this website/);
    await page.reload();
    await expect(keep).toBeChecked();

    // Removing asks first, then frees a place for another domain.
    await wwwAgain.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(wwwAgain).toHaveCount(0);
    await expect(again.getByRole('textbox', { name: 'Your domain' })).toBeEnabled();
  });

  test('by keyboard alone: the jump list, Tab to the domain field, type it, Enter adds it; it turns verified without a reload', async ({
    page,
    api,
    dns,
    request,
  }) => {
    test.slow(); // Page clock installed, many key presses: slow on a busy machine.
    const site = await api.createWebsite({ name: 'Keys Only' });
    await page.clock.install();
    await page.goto(`/builder/${site.id}?tab=share`);
    const panel = panelOf(page);
    await expect(panel).toBeVisible({ timeout: 15_000 });
    const field = panel.getByRole('textbox', { name: 'Your domain' });
    await expect(field).toBeEnabled();

    // Past the top bar and the tabs to the Share tab's jump list, which skips the publish
    // checklist's many items: from "Your own domain", the field is the next stops away.
    const jump = page
      .getByRole('navigation', { name: 'On this tab' })
      .getByRole('link', { name: 'Your own domain' });
    await tabTo(page, jump, 40);
    await page.keyboard.press('Enter');
    await tabTo(page, field, 3);
    // The focus shows: the field draws its ring.
    expect(await field.evaluate((input) => getComputedStyle(input).boxShadow)).not.toBe('none');
    await page.keyboard.type('www.keys-only.com');
    await page.keyboard.press('Enter');
    const row = domainRow(panel, 'www.keys-only.com');
    await expect(row.locator('[data-domain-state]')).toHaveText('Waiting for DNS');
    await expect(row.getByRole('cell', { name: TARGET })).toBeVisible();

    // A few Tabs on, past the copy buttons, "Check now" runs with Enter.
    await tabTo(page, row.getByRole('button', { name: 'Check now' }), 10);
    await page.keyboard.press('Enter');
    await expectToast(page, 'Not ready yet', 'up to an hour');

    // Set right and checked elsewhere (as the background re-check does): within 30 s it shows.
    const [, , token = ''] = await recordOf(row, 'TXT');
    dns.set('www.keys-only.com', { CNAME: TARGET });
    dns.set('_coachsite-challenge.www.keys-only.com', { TXT: [[token]] });
    const listed = (await (
      await request.get(`/api/websites/${site.id}/domains`)
    ).json()) as WebsiteDomains;
    const checked = await request.post(`/api/domains/${listed.domains[0]?.id ?? 0}/check`);
    expect(checked.ok()).toBe(true);
    await expect(row.locator('[data-domain-state]')).toHaveText('Waiting for DNS');
    await page.clock.fastForward(30_000);
    await expect(row.locator('[data-domain-state]')).toHaveText('Verified');
  });

  test('says when the domains are loading and when they could not be, with a Retry', async ({
    page,
    api,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/500/);
    const site = await api.createWebsite({ name: 'Slow Start' });
    // The account lists nothing yet, and says where domains are added.
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Your domains' })).toContainText(
      "No domains yet. Add one in a website's Share tab.",
    );

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered = 0;
    await page.route(`**/api/websites/${site.id}/domains`, async (route) => {
      answered += 1;
      if (answered > 1) return route.continue();
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something broke.' } }),
      });
    });
    await page.goto(`/builder/${site.id}?tab=share`);
    const panel = panelOf(page);
    await expect(panel.getByRole('status')).toContainText('Loading your domains...', {
      timeout: 15_000,
    });
    await picture(page, panel, 'loading');
    release();
    await expect(panel.getByRole('alert')).toContainText('Couldn’t load your domains.');
    await picture(page, panel, 'error');
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(panel).toContainText('No domain yet');
  });
});
