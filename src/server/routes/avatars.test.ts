import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/support/test-app';
import { AVATAR_LIMITS, type Avatar } from '../../model/avatars/avatar';
import type { AvatarsAnswer, CurrentAvatarAnswer } from '../../model/avatars/api';
import { EXAMPLE_AVATAR } from '../../model/avatars/example-avatar';

const t = setupTestApp();

const list = async (as?: string) =>
  (await t.call('GET', '/api/avatars', undefined, as)).body as AvatarsAnswer;
const current = async () =>
  ((await t.call('GET', '/api/avatars/current')).body as CurrentAvatarAnswer).avatar;
const create = async (body: unknown, as?: string) => {
  const answer = await t.call('POST', '/api/avatars', body, as);
  expect(answer.status).toBe(201);
  return answer.body as Avatar;
};
const clear = async () => {
  for (const avatar of (await list()).avatars) await t.call('DELETE', `/api/avatars/${avatar.id}`);
};

describe('customer avatars', () => {
  it('answers {avatar: null} with none; the first saved becomes current, later ones do not', async () => {
    await clear();
    expect(await current()).toBeNull();
    const first = await create({ name: 'Olivia' });
    expect((await current())?.id).toBe(first.id);
    await create({ name: 'Marcus' });
    expect((await current())?.id).toBe(first.id);
    const all = await list();
    expect(all.avatars.map((a) => a.name)).toEqual(['Olivia', 'Marcus']);
    expect(all.currentId).toBe(first.id);
  });

  it('keeps every field of a full avatar, lists as lists, and replaces them on PUT', async () => {
    const saved = await create(EXAMPLE_AVATAR);
    const read = (await t.call('GET', `/api/avatars/${saved.id}`)).body as Avatar;
    expect(read).toMatchObject(EXAMPLE_AVATAR);
    expect(read.pains).toEqual(EXAMPLE_AVATAR.pains);
    expect(read.objections[0]).toEqual(EXAMPLE_AVATAR.objections[0]);
    const replaced = await t.call('PUT', `/api/avatars/${saved.id}`, {
      name: 'Olivia, trimmed',
      pains: ['late nights'],
    });
    expect(replaced.status).toBe(200);
    const after = replaced.body as Avatar;
    expect(after.name).toBe('Olivia, trimmed');
    expect(after.pains).toEqual(['late nights']);
    // Replacing, not merging: a list left out is emptied (how a coach clears a field).
    expect(after.goals).toEqual([]);
    expect(after.demographics.profession).toBe('');
  });

  it('deleting the current avatar makes the first remaining other one current, then none', async () => {
    await clear();
    const a = await create({ name: 'A' });
    const b = await create({ name: 'B' });
    const c = await create({ name: 'C' });
    expect((await t.call('PUT', '/api/avatars/current', { avatarId: c.id })).status).toBe(200);
    expect((await t.call('DELETE', `/api/avatars/${c.id}`)).status).toBe(204);
    expect((await current())?.id).toBe(a.id);
    await t.call('DELETE', `/api/avatars/${b.id}`);
    expect((await current())?.id).toBe(a.id);
    await t.call('DELETE', `/api/avatars/${a.id}`);
    expect(await current()).toBeNull();
    const none = await t.call('PUT', '/api/avatars/current', { avatarId: null });
    expect(none.body).toEqual({ avatar: null });
  });

  it('selecting an avatar while it is being deleted is a 404 or a success, never a broken current one', async () => {
    await clear();
    const keep = await create({ name: 'Keep' });
    for (let round = 0; round < 8; round += 1) {
      const doomed = await create({ name: `Doomed ${round}` });
      const [selected, deleted] = await Promise.all([
        t.call('PUT', '/api/avatars/current', { avatarId: doomed.id }),
        t.call('DELETE', `/api/avatars/${doomed.id}`),
      ]);
      expect(deleted.status).toBe(204);
      expect([200, 404]).toContain(selected.status);
      // Whatever won, the current avatar is one that exists.
      expect((await current())?.id).toBe(keep.id);
    }
  });

  it('refuses bad input with the field named, and keeps what was stored', async () => {
    const saved = await create({ name: 'Kept', pains: ['one'] });
    const cases: [unknown, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(AVATAR_LIMITS.name + 1) }, 'name'],
      [{ name: 'A', pains: 'one text box' }, 'pains'],
      [
        {
          name: 'A',
          pains: Array.from({ length: AVATAR_LIMITS.listItems + 1 }, (_, i) => `p${i}`),
        },
        'pains',
      ],
      [{ name: 'A', pains: [''] }, 'pains.0'],
      [{ name: 'A', demographics: { businessStage: 'huge' } }, 'demographics.businessStage'],
      [{ name: 'A', evidence: [{ claim: 'c', source: 'rumour' }] }, 'evidence.0.source'],
      [{ name: 'A', objections: [{ answer: 'no objection' }] }, 'objections.0.objection'],
      [{ name: 'A', notes: 'x'.repeat(AVATAR_LIMITS.notes + 1) }, 'notes'],
      [{ name: 'A', isAdmin: true }, 'isAdmin'],
      [{ name: 'A\u0000' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const put = await t.call('PUT', `/api/avatars/${saved.id}`, body);
      expect(put.status, JSON.stringify(body)).toBe(400);
      expect(
        (put.body as { error: { fields: Record<string, string> } }).error.fields,
      ).toHaveProperty([field]);
      expect((await t.call('POST', '/api/avatars', body)).status).toBe(400);
    }
    const after = (await t.call('GET', `/api/avatars/${saved.id}`)).body as Avatar;
    expect(after).toMatchObject({ name: 'Kept', pains: ['one'] });
    expect((await t.call('PUT', '/api/avatars/current', { avatarId: 'x' })).status).toBe(400);
    expect((await t.call('GET', '/api/avatars/abc')).status).toBe(400);
  });

  it('another coach sees, changes, selects and deletes nothing of them', async () => {
    const mine = await create({ name: 'Mine' });
    const other = await t.signUp('other-avatars@example.com');
    expect((await list(other)).avatars).toEqual([]);
    expect((await t.call('GET', `/api/avatars/${mine.id}`, undefined, other)).status).toBe(404);
    expect((await t.call('PUT', `/api/avatars/${mine.id}`, { name: 'Theirs' }, other)).status).toBe(
      404,
    );
    expect((await t.call('DELETE', `/api/avatars/${mine.id}`, undefined, other)).status).toBe(404);
    expect((await t.call('PUT', '/api/avatars/current', { avatarId: mine.id }, other)).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/avatars/current', undefined, other)).body).toEqual({
      avatar: null,
    });
    expect(((await t.call('GET', `/api/avatars/${mine.id}`)).body as Avatar).name).toBe('Mine');
    expect((await t.call('GET', '/api/avatars', undefined, null)).status).toBe(401);
  });

  it(`keeps up to ${AVATAR_LIMITS.perCoach} avatars per coach, and says so past it`, async () => {
    const coach = await t.signUp('many-avatars@example.com');
    const made = await Promise.all(
      Array.from({ length: AVATAR_LIMITS.perCoach + 3 }, (_, i) =>
        t.call('POST', '/api/avatars', { name: `Avatar ${i}` }, coach),
      ),
    );
    expect(made.filter((m) => m.status === 201)).toHaveLength(AVATAR_LIMITS.perCoach);
    const refused = made.find((m) => m.status === 409);
    expect((refused?.body as { error: { message: string } }).error.message).toContain(
      `up to ${AVATAR_LIMITS.perCoach}`,
    );
    expect((await list(coach)).avatars).toHaveLength(AVATAR_LIMITS.perCoach);
    // Saved at once, still exactly one current.
    expect((await list(coach)).currentId).toBe((await list(coach)).avatars[0]?.id);
  });
});
