import { describe, expect, it } from 'vitest';
import { emptyStages, journeyGaps, journeyInputSchema, STAGE_KEYS } from './journey';

describe('a journey map', () => {
  it('takes the six stages in any order and keeps them in the journey’s order', () => {
    const stages = emptyStages().reverse();
    const parsed = journeyInputSchema.parse({ avatarId: 1, name: 'Map', stages });
    expect(parsed.stages.map((s) => s.key)).toEqual(STAGE_KEYS);
  });

  it('refuses a stage twice or one missing, naming where', () => {
    const [awareness] = emptyStages();
    if (!awareness) throw new Error('six stages');
    const stages = [...emptyStages().slice(0, 5), { ...awareness }];
    const twice = journeyInputSchema.safeParse({ avatarId: 1, name: 'Map', stages });
    expect(twice.error?.issues[0]?.path).toEqual(['stages', 5, 'key']);
    const short = journeyInputSchema.safeParse({
      avatarId: 1,
      name: 'Map',
      stages: stages.slice(1),
    });
    expect(short.error?.issues[0]?.message).toBe('must have the 6 stages');
  });

  it('says which stages nothing serves', () => {
    const stages = emptyStages().map((s) =>
      s.key === 'decision'
        ? s
        : {
            ...s,
            contentIds: [1],
            touchpoints: [{ kind: 'page' as const, ref: '', label: 'Home' }],
          },
    );
    expect(journeyGaps(stages)).toEqual([
      'No content for the decision stage',
      'No touchpoint for the decision stage',
    ]);
  });
});
