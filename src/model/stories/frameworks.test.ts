import { describe, expect, it } from 'vitest';
import { FRAMEWORKS, frameworkOf, partsFromBeats } from './frameworks';
import { STORY_PARTS } from './story';

describe('story frameworks', () => {
  it('put each beat into its part of the story, leaving unwritten parts empty', () => {
    const parts = partsFromBeats(frameworkOf('before-after-bridge'), {
      before: ' Working weekends. ',
      after: 'Fridays off.',
      bridge: '',
    });
    expect(parts).toEqual({
      before: 'Working weekends.',
      struggle: '',
      turningPoint: '',
      after: 'Fridays off.',
      lesson: '',
    });
  });

  it('give every beat a known part, once per framework, so nothing written is lost', () => {
    for (const framework of FRAMEWORKS) {
      const notes = Object.fromEntries(framework.beats.map((b) => [b.key, `words for ${b.key}`]));
      const parts = partsFromBeats(framework, notes);
      for (const beat of framework.beats) {
        expect(STORY_PARTS).toContain(beat.part);
        expect(parts[beat.part]).toContain(`words for ${beat.key}`);
      }
      expect(new Set(framework.beats.map((b) => b.key)).size).toBe(framework.beats.length);
    }
    expect(frameworkOf('heros-journey').beats).toHaveLength(5);
  });
});
