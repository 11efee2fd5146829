import { describe, expect, it } from 'vitest';
import { picture, upload } from '../../../test/support/uploads';
import { setupTestApp } from '../../../test/support/test-app';
import { ACTIVITY_KEPT, type ActivityAnswer, type HubAnswer } from '../../model/hub/activity';
import { EXAMPLE_AVATAR } from '../../model/avatars/example-avatar';
import { activity } from '../db/schema';
import { recordActivity } from '../domain/activity/record-activity';

const t = setupTestApp();

const hub = async (as?: string) =>
  (await t.call('GET', '/api/hub', undefined, as)).body as HubAnswer;
const recent = async (as?: string) =>
  ((await t.call('GET', '/api/activity', undefined, as)).body as ActivityAnswer).items;

/** A coach with nothing yet. */
const NO_COUNTS: HubAnswer['counts'] = {
  avatars: 0,
  stories: 0,
  content: 0,
  files: 0,
  brand: 0,
  analytics: 0,
  coach: 0,
  offers: 0,
};

describe('the Content Hub summary and recent activity', () => {
  it('starts empty: no counts, no avatar, no activity', async () => {
    expect(await hub()).toEqual({ counts: NO_COUNTS, activeAvatar: null });
    expect(await recent()).toEqual([]);
  });

  it("counts what is there, names the active avatar's profession, and logs the coach's actions newest first", async () => {
    await t.call('POST', '/api/avatars', EXAMPLE_AVATAR);
    await t.call('POST', '/api/avatars', { name: 'Second' });
    const offer = await t.call('POST', '/api/ai/generate-grand-slam-offer', {});
    const title = (offer.body as { copy: { name: string } }).copy.name;
    const site = await t.call('POST', '/api/websites', { name: 'Calm Team', template: 'coach' });
    const id = (site.body as { id: number }).id;
    expect((await t.call('POST', `/api/websites/${id}/publish`, {})).status).toBe(201);
    expect((await upload(t, 'headshot.png', await picture(30, 30))).status).toBe(201);
    expect((await t.call('POST', '/api/offers', { name: 'Calm Team Sprint' })).status).toBe(201);

    expect(await hub()).toEqual({
      counts: {
        avatars: 2,
        stories: 0,
        content: 1,
        files: 1,
        brand: 0,
        analytics: 0,
        coach: 0,
        offers: 1,
      },
      activeAvatar: { name: EXAMPLE_AVATAR.name, profession: 'Engineering manager' },
    });
    const items = await recent();
    expect(items.map((i) => [i.kind, i.subject])).toEqual([
      ['file-uploaded', 'headshot.png'],
      ['website-published', 'Calm Team'],
      ['content-generated', title],
      ['avatar-created', 'Second'],
      ['avatar-created', EXAMPLE_AVATAR.name],
    ]);
    expect(Date.now() - Date.parse(items[0]?.at ?? '')).toBeLessThan(60_000);
  });

  it('another coach sees none of it', async () => {
    const other = await t.signUp('other-hub@example.com');
    expect(await hub(other)).toEqual({ counts: NO_COUNTS, activeAvatar: null });
    expect(await recent(other)).toEqual([]);
    expect((await t.call('GET', '/api/activity', undefined, null)).status).toBe(401);
  });

  it('keeps the newest entries only', async () => {
    const coach = await t.signUp('busy-hub@example.com');
    const me = (await t.call('GET', '/api/auth/me', undefined, coach)).body as {
      user: { id: number };
    };
    for (let i = 0; i < ACTIVITY_KEPT + 5; i++) {
      await recordActivity(t.database.db, me.user.id, 'content-generated', `Item ${i}`);
    }
    const rows = await t.database.db.select().from(activity);
    expect(rows.filter((r) => r.userId === me.user.id)).toHaveLength(ACTIVITY_KEPT);
    expect((await recent(coach))[0]?.subject).toBe(`Item ${ACTIVITY_KEPT + 4}`);
  });
});
