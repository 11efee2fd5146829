import { describe, expect, it } from 'vitest';
import type { AvatarFields } from '../../../../model/avatars/avatar';
import { EXAMPLE_AVATAR } from '../../../../model/avatars/example-avatar';
import { offlineJourneyDraft } from './journey-draft';

const THIRD_PERSON = /\b(she|he|her|his|him|herself|himself)\b/i;

/** A coach who writes every note about the client in the third person. */
const SAID_ABOUT_HER: AvatarFields = {
  ...EXAMPLE_AVATAR,
  pains: ['She works every evening to fix her team’s mistakes'],
  fears: ['She is afraid her boss sees her as a fraud'],
  triedBefore: ['Books she never finished'],
  goals: ['Wants to leave the office by six'],
  objections: [{ objection: 'She has no time for coaching', answer: 'One hour a week.' }],
  dreamOutcome: 'She leads a team that delivers without her',
  identityShift: 'She sees herself as a leader',
};

describe('the offline journey draft', () => {
  it.each([
    ['the example avatar', EXAMPLE_AVATAR],
    ['an avatar written about her', SAID_ABOUT_HER],
  ])('asks and feels in the client’s own voice, for %s', (_name, avatar) => {
    const { output } = offlineJourneyDraft({ avatar, variant: 0 });
    const said = output.stages.flatMap((s) => [...s.questions, ...s.feelings]);
    expect(said.filter((line) => THIRD_PERSON.test(line))).toEqual([]);
  });

  it('turns the coach’s notes into the client’s questions', () => {
    const { output } = offlineJourneyDraft({ avatar: SAID_ABOUT_HER, variant: 0 });
    const questions = output.stages.flatMap((s) => s.questions);
    expect(questions).toContain(
      'Why do I keep running into this: I work every evening to fix my team’s mistakes?',
    );
    expect(questions).toContain('I have no time for coaching?');
    expect(questions).toContain('Am I getting there: I want to leave the office by six?');
  });

  it('asks about a goal as something the client will do, and is proud to reach the dream', () => {
    const { output } = offlineJourneyDraft({ avatar: EXAMPLE_AVATAR, variant: 0 });
    const results = output.stages.find((s) => s.key === 'results');
    // It asked 'Am I getting there: get promoted to senior manager?'.
    expect(results?.questions).toEqual([
      'Will I get promoted to senior manager?',
      'Will I leave the office by six?',
    ]);
    expect(results?.feelings).toEqual(['Proud to lead a team that delivers without working late']);
  });
});
