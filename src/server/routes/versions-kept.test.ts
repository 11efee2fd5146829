import { describe, expect, it } from 'vitest';
import { DEFAULT_QUOTAS } from '../../model/limits';
import type { PublicationSummary } from '../../model/publication';
import { createWebsite, type ErrorAnswer } from '../../../test/support/builders';
import { auditHtml } from '../../../test/support/html-audit';
import { setupTestApp } from '../../../test/support/test-app';

const t = setupTestApp();

async function publish(websiteId: number): Promise<PublicationSummary> {
  const { status, body } = await t.call('POST', `/api/websites/${websiteId}/publish`);
  expect(status).toBe(201);
  return (body as { publication: PublicationSummary }).publication;
}

async function versions(websiteId: number): Promise<PublicationSummary[]> {
  const { status, body } = await t.call('GET', `/api/websites/${websiteId}/publications`);
  expect(status).toBe(200);
  return (body as { publications: PublicationSummary[] }).publications;
}

const name = (websiteId: number, publicationId: number, label: unknown) =>
  t.call('PATCH', `/api/websites/${websiteId}/publications/${publicationId}`, { label });

describe('naming a version', () => {
  it('names a version, shows the name in the list, and clears it with null or a blank', async () => {
    const website = await createWebsite(t, { name: 'Named Versions' });
    const first = await publish(website.id);
    await publish(website.id);
    const named = await name(website.id, first.id, '  Launch day  ');
    expect(named.status).toBe(200);
    expect(named.body).toMatchObject({ id: first.id, number: 1, label: 'Launch day' });
    expect((await versions(website.id)).map((v) => v.label)).toEqual([null, 'Launch day']);
    expect((await name(website.id, first.id, '   ')).body).toMatchObject({ label: null });
    await name(website.id, first.id, 'Again');
    expect((await name(website.id, first.id, null)).body).toMatchObject({ label: null });
    expect((await versions(website.id)).map((v) => v.label)).toEqual([null, null]);
  });

  it('refuses a name over 80 characters or a missing one, naming the field', async () => {
    const website = await createWebsite(t, { name: 'Long Names' });
    const version = await publish(website.id);
    const long = await name(website.id, version.id, 'x'.repeat(81));
    expect(long.status).toBe(400);
    expect((long.body as ErrorAnswer).error.fields).toEqual({
      label: 'must be at most 80 characters',
    });
    const missing = await t.call(
      'PATCH',
      `/api/websites/${website.id}/publications/${version.id}`,
      {},
    );
    expect(missing.status).toBe(400);
    expect((missing.body as ErrorAnswer).error.fields).toEqual({ label: 'is required' });
    expect((await versions(website.id))[0]?.label).toBeNull();
  });

  it("answers 404 for another website's version and for another coach", async () => {
    const a = await createWebsite(t, { name: 'Mine A' });
    const b = await createWebsite(t, { name: 'Mine B' });
    const version = await publish(a.id);
    expect((await name(b.id, version.id, 'Wrong site')).status).toBe(404);
    const stranger = await t.signUp('stranger@example.com');
    const foreign = await t.call(
      'PATCH',
      `/api/websites/${a.id}/publications/${version.id}`,
      { label: 'Mine now' },
      stranger,
    );
    expect(foreign.status).toBe(404);
    expect((await versions(a.id))[0]?.label).toBeNull();
  });
});

describe('versions kept', () => {
  it(`keeps the newest ${DEFAULT_QUOTAS.publicationsKept} versions, every named one and the live one`, async () => {
    const website = await createWebsite(t, { name: 'Fifty Five', template: 'coaching-offer' });
    const published: PublicationSummary[] = [];
    for (let i = 0; i < 5; i++) published.push(await publish(website.id));
    await name(website.id, published[1]?.id ?? 0, 'First launch');
    await name(website.id, published[3]?.id ?? 0, 'Spring offer');
    for (let i = 5; i < 55; i++) published.push(await publish(website.id));

    const kept = await versions(website.id);
    const newest = Array.from({ length: 50 }, (_, i) => 55 - i);
    expect(kept.map((v) => v.number)).toEqual([...newest, 4, 2]);
    expect(kept.filter((v) => v.label).map((v) => v.label)).toEqual([
      'Spring offer',
      'First launch',
    ]);
    const live = await t.app.inject({ method: 'GET', url: '/s/fifty-five' });
    expect(live.statusCode).toBe(200);
    expect(auditHtml(live.body).text.length).toBeGreaterThan(0);

    // A pruned version is gone; a named one can still be restored.
    const pruned = published[0]?.id ?? 0;
    const restorePruned = await t.call(
      'POST',
      `/api/websites/${website.id}/publications/${pruned}/restore`,
    );
    expect(restorePruned.status).toBe(404);
    const restoreNamed = await t.call(
      'POST',
      `/api/websites/${website.id}/publications/${published[1]?.id}/restore`,
    );
    expect(restoreNamed.status).toBe(200);
  });

  it('prunes a version once its name is cleared and newer ones push it out', async () => {
    const website = await createWebsite(t, { name: 'Unnamed Later', template: 'coaching-offer' });
    const first = await publish(website.id);
    await name(website.id, first.id, 'Keep me');
    for (let i = 0; i < 50; i++) await publish(website.id);
    expect((await versions(website.id)).at(-1)?.number).toBe(1);
    await name(website.id, first.id, null);
    await publish(website.id);
    const kept = await versions(website.id);
    expect(kept.length).toBe(50);
    expect(kept.at(-1)?.number).toBe(3);
  });
});
