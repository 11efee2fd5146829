import type { Sharp, SharpInput, SharpOptions } from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { flatPicture, picture } from '../../../../test/support/uploads';
import { makeImageCopies } from './image-variants';

/** Every input sharp was opened on, in order. */
const opened = vi.hoisted(() => ({ inputs: [] as unknown[] }));

vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<typeof import('sharp')>()).default;
  const counted = (input?: SharpInput, options?: SharpOptions): Sharp => {
    opened.inputs.push(input);
    return real(input, options);
  };
  return { default: Object.assign(counted, real) };
});

describe('makeImageCopies', () => {
  it('opens the uploaded bytes once for all three copies (it opened them once per copy, and once more for the size)', async () => {
    for (const bytes of [await picture(2000, 1000, 'jpeg'), await flatPicture(7000, 7000)]) {
      opened.inputs = [];
      const copies = await makeImageCopies(bytes, 'photo');
      expect(copies.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
      expect(opened.inputs.filter((input) => input === bytes)).toHaveLength(1);
      // The others are the raw pixels of the largest copy, not the upload.
      expect(opened.inputs).toHaveLength(1 + 3);
    }
  });
});
