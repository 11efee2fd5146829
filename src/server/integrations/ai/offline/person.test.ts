import { describe, expect, it } from 'vitest';
import { toMe, toYou } from './person';

/** A coach's note about their client, said to the client and in the client's own voice. */
const NOTES: [note: string, toClient: string, asClient: string][] = [
  [
    'She is stuck at the same revenue',
    'you are stuck at the same revenue',
    'I am stuck at the same revenue',
  ],
  ["She's tired of guessing", "you're tired of guessing", "I'm tired of guessing"],
  ['He was a lawyer', 'you were a lawyer', 'I was a lawyer'],
  ['She works 60-hour weeks', 'you work 60-hour weeks', 'I work 60-hour weeks'],
  [
    'He always tries to do everything himself',
    'you always try to do everything yourself',
    'I always try to do everything myself',
  ],
  ['She goes back and forth', 'you go back and forth', 'I go back and forth'],
  ["He doesn't delegate", "you don't delegate", "I don't delegate"],
  ['She has hired two coaches', 'you have hired two coaches', 'I have hired two coaches'],
  ['Her team depends on her.', 'your team depends on you.', 'my team depends on me.'],
  [
    'They are burned out and their calendar owns them',
    'you are burned out and your calendar owns you',
    'I am burned out and my calendar owns me',
  ],
  ['Wants to double her income', 'you want to double your income', 'I want to double my income'],
  [
    'works 12-hour shifts, covers for her manager',
    'you work 12-hour shifts, cover for your manager',
    'I work 12-hour shifts, cover for my manager',
  ],
  [
    'He bills 2,400 hours a year and answers email at midnight',
    'you bill 2,400 hours a year and answer email at midnight',
    'I bill 2,400 hours a year and answer email at midnight',
  ],
  [
    'Is on call seven days a week',
    'you are on call seven days a week',
    'I am on call seven days a week',
  ],
  [
    'Launching a program that sells',
    'Launching a program that sells',
    'Launching a program that sells',
  ],
];

describe("the offline copywriter's person", () => {
  it.each(NOTES)('says "%s" to the client and as the client', (note, toClient, asClient) => {
    expect(toYou(note)).toBe(toClient);
    expect(toMe(note)).toBe(asClient);
  });

  it('leaves a note with no third person in it as it was', () => {
    for (const note of ['Therapy and two courses', 'More time with family', 'Sheer exhaustion']) {
      expect(toYou(note)).toBe(note);
      expect(toMe(note)).toBe(note);
    }
  });
});
