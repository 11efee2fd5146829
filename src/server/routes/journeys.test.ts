import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_MUM } from '../../../test/support/avatars';
import { setupTestApp } from '../../../test/support/test-app';
import type { Avatar } from '../../model/avatars/avatar';
import {
  emptyStages,
  STAGE_KEYS,
  type Journey,
  type JourneyDraftAnswer,
  type JourneysAnswer,
} from '../../model/journeys/journey';

const t = setupTestApp();
let avatar: Avatar;
let contentId: number;

beforeAll(async () => {
  avatar = (await t.call('POST', '/api/avatars', NEW_MUM)).body as Avatar;
  const generated = await t.call('POST', '/api/ai/generate-social-content', {
    avatar: avatar.id,
    contentType: 'engagement',
  });
  expect(generated.status).toBe(200);
  contentId = (generated.body as { contentId: number }).contentId;
});

const fieldsOf = (answer: { body: unknown }) =>
  Object.keys((answer.body as { error: { fields?: object } }).error.fields ?? {});

describe('journey maps', () => {
  it('drafts a first map from the avatar’s own words, with its library content, without keeping it', async () => {
    const answer = await t.call('POST', '/api/journeys/draft', { avatarId: avatar.id });
    expect(answer.status).toBe(200);
    const { journey, provider, sources } = answer.body as JourneyDraftAnswer;
    expect(provider).toBe('offline');
    expect(journey.stages.map((s) => s.key)).toEqual(STAGE_KEYS);
    const awareness = journey.stages[0];
    expect(awareness?.questions.join(' ')).toContain('surviving on coffee and broken sleep');
    expect(awareness?.contentIds).toEqual([contentId]);
    const decision = journey.stages.find((s) => s.key === 'decision');
    expect(decision?.questions).toContain('I cannot leave the baby for an hour?');
    expect(decision?.touchpoints.map((tp) => tp.kind)).toContain('call');
    expect(sources).toEqual(expect.arrayContaining(['pains', 'objections', 'goals']));
    expect(JSON.stringify(journey)).not.toMatch(/\d+%|\$\d/);
    expect(((await t.call('GET', '/api/journeys')).body as JourneysAnswer).journeys).toEqual([]);
  });

  it('keeps, reads, lists, replaces and deletes a map, and shows its gaps', async () => {
    const draft = (await t.call('POST', '/api/journeys/draft', { avatarId: avatar.id }))
      .body as JourneyDraftAnswer;
    const created = await t.call('POST', '/api/journeys', draft.journey);
    expect(created.status).toBe(201);
    const journey = created.body as Journey;
    expect(journey).toMatchObject({ avatarId: avatar.id, avatarName: 'Tired Tess' });
    expect(journey.gaps).toContain('No content for the decision stage');
    expect(journey.gaps).not.toContain('No content for the awareness stage');

    const stages = journey.stages.map((s) =>
      s.key === 'decision'
        ? {
            ...s,
            contentIds: [contentId],
            touchpoints: [
              ...s.touchpoints,
              { kind: 'page' as const, ref: '/s/tess', label: 'Offer page' },
            ],
          }
        : s,
    );
    const replaced = await t.call('PUT', `/api/journeys/${journey.id}`, {
      avatarId: avatar.id,
      name: 'Tess, from tired to rested',
      stages,
    });
    expect(replaced.status).toBe(200);
    const saved = replaced.body as Journey;
    expect(saved.name).toBe('Tess, from tired to rested');
    expect(saved.gaps).not.toContain('No content for the decision stage');
    expect((await t.call('GET', `/api/journeys/${journey.id}`)).body).toEqual(saved);
    const listed = (await t.call('GET', `/api/journeys?avatarId=${avatar.id}`))
      .body as JourneysAnswer;
    expect(listed.journeys.map((j) => j.id)).toEqual([journey.id]);

    // Content deleted from the library leaves the map, and the gap comes back.
    expect((await t.call('DELETE', `/api/content/${contentId}`)).status).toBe(204);
    const after = (await t.call('GET', `/api/journeys/${journey.id}`)).body as Journey;
    expect(after.stages.every((s) => s.contentIds.length === 0)).toBe(true);
    expect(after.gaps).toContain('No content for the decision stage');

    expect((await t.call('DELETE', `/api/journeys/${journey.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/journeys/${journey.id}`)).status).toBe(404);
  });

  it('answers bad maps with the field that is wrong, and keeps nothing', async () => {
    const stages = emptyStages();
    const cases: [unknown, string][] = [
      [{ avatarId: avatar.id, name: '', stages }, 'name'],
      [{ avatarId: avatar.id, name: 'Map', stages: stages.slice(0, 5) }, 'stages'],
      [
        { avatarId: avatar.id, name: 'Map', stages: [...stages.slice(0, 5), stages[0]] },
        'stages.5.key',
      ],
      [
        {
          avatarId: avatar.id,
          name: 'Map',
          stages: stages.map((s, i) =>
            i === 2 ? { ...s, touchpoints: [{ kind: 'fax', label: 'x' }] } : s,
          ),
        },
        'stages.2.touchpoints.0.kind',
      ],
      [
        {
          avatarId: avatar.id,
          name: 'Map',
          stages: stages.map((s, i) => (i === 1 ? { ...s, contentIds: [999999] } : s)),
        },
        'stages.1.contentIds',
      ],
      [{ avatarId: avatar.id, name: 'Map', stages, owner: 1 }, 'owner'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.call('POST', '/api/journeys', body);
      expect(answer.status, field).toBe(400);
      expect(fieldsOf(answer), field).toContain(field);
    }
    expect(((await t.call('GET', '/api/journeys')).body as JourneysAnswer).journeys).toEqual([]);
  });

  it('another coach can neither see nor change a map, nor use their own avatar’s id on it', async () => {
    const mine = (
      await t.call('POST', '/api/journeys', {
        avatarId: avatar.id,
        name: 'Mine',
        stages: emptyStages(),
      })
    ).body as Journey;
    const other = await t.signUp('journey-other@example.com');
    expect((await t.call('GET', `/api/journeys/${mine.id}`, undefined, other)).status).toBe(404);
    expect(
      (
        await t.call(
          'PUT',
          `/api/journeys/${mine.id}`,
          { avatarId: avatar.id, name: 'Theirs', stages: emptyStages() },
          other,
        )
      ).status,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/journeys/${mine.id}`, undefined, other)).status).toBe(404);
    expect(
      ((await t.call('GET', '/api/journeys', undefined, other)).body as JourneysAnswer).journeys,
    ).toEqual([]);
    expect(
      (
        await t.call(
          'POST',
          '/api/journeys',
          { avatarId: avatar.id, name: 'x', stages: emptyStages() },
          other,
        )
      ).status,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/journeys/draft', { avatarId: avatar.id }, other)).status,
    ).toBe(404);
    expect(((await t.call('GET', `/api/journeys/${mine.id}`)).body as Journey).name).toBe('Mine');
  });

  it('deleting the avatar deletes its maps', async () => {
    const tess = (await t.call('POST', '/api/avatars', { ...NEW_MUM, name: 'Second Tess' }))
      .body as Avatar;
    const map = (
      await t.call('POST', '/api/journeys', {
        avatarId: tess.id,
        name: 'Gone',
        stages: emptyStages(),
      })
    ).body as Journey;
    expect((await t.call('DELETE', `/api/avatars/${tess.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/journeys/${map.id}`)).status).toBe(404);
  });
});
