import { describe, expect, it } from 'vitest';
import { lowerFirst, plural } from './voice';

describe('plural', () => {
  it('never ends with a space, whatever a coach typed (a property test found "For <3 ")', () => {
    for (const typed of ['<3', 'a <3', '<3 <3', ':-)', '#1']) {
      expect(plural(typed)).not.toMatch(/^\s|\s$/);
    }
  });
});

describe('lowerFirst', () => {
  it.each([
    ['Calm mornings', 'calm mornings'],
    ["I'm the only woman on the team", "I'm the only woman on the team"],
    ['I’ve tried everything', 'I’ve tried everything'],
    ['I keep saying yes', 'I keep saying yes'],
    ['Nursing Times readers', 'Nursing Times readers'],
  ])('makes %j %j', (said, written) => {
    expect(lowerFirst(said)).toBe(written);
  });
});
