import { describe, expect, it } from 'vitest';
import { allStrings, machinePhrases } from './machine-phrases';

describe('the machine-phrase checker', () => {
  it.each([
    ['Unlock your potential in 30 days.', 'unlock'],
    ['We delve into what holds you back.', 'delve'],
    ["It's not just coaching, it's a new way to lead.", "it's not just X, it's Y"],
    ['It’s not just a course — it’s a movement.', "it's not just X, it's Y"],
    ["In today's fast-paced world, leaders burn out.", "in today's fast-paced world"],
    ['In today’s ever-changing market you need a plan.', "in today's fast-paced world"],
    ['Embark on a journey to calm.', 'embark on a journey'],
    ['This program is a game-changer.', 'game-changer'],
    ['Harness the power of your story.', 'harness the power'],
  ])('finds the phrase in "%s"', (copy, label) => {
    expect(machinePhrases([copy])).toEqual([label]);
  });

  it('names each phrase once, in its own order, across several texts', () => {
    expect(
      machinePhrases(['Unlock calm evenings.', 'We delve deeper.', 'Unlocking more.']),
    ).toEqual(['unlock', 'delve']);
  });

  it('leaves plain copy alone, and words that only contain a phrase', () => {
    const plain = [
      'Lead a team that fixes its own mistakes, and have your evenings back.',
      'The shelves were delivered; the realms of fantasy novels stay closed.',
      'She navigates her week with a plan, not just hope.',
      'An elevator pitch of one line is fine.',
    ];
    expect(machinePhrases(plain)).toEqual([]);
  });

  it('reads every string inside nested copy', () => {
    expect(allStrings({ a: 'one', b: ['two', { c: 'three', d: 4 }], e: null })).toEqual([
      'one',
      'two',
      'three',
    ]);
  });
});
