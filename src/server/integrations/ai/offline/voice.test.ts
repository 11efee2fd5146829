import { describe, expect, it } from 'vitest';
import { plural } from './voice';

describe('plural', () => {
  it('never ends with a space, whatever a coach typed (a property test found "For <3 ")', () => {
    for (const typed of ['<3', 'a <3', '<3 <3', ':-)', '#1']) {
      expect(plural(typed)).not.toMatch(/^\s|\s$/);
    }
  });
});
