import { describe, expect, it } from 'vitest';
import { REORDER_MAX } from './limits';
import { reorderElementsSchema, reorderSectionsSchema } from './website';

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('reorder lists', () => {
  it(`accept every size up to REORDER_MAX (${REORDER_MAX}), the most any quota allows`, () => {
    expect(reorderSectionsSchema.safeParse({ sectionIds: ids(REORDER_MAX) }).success).toBe(true);
    expect(reorderElementsSchema.safeParse({ elementIds: ids(REORDER_MAX) }).success).toBe(true);
    expect(reorderElementsSchema.safeParse({ elementIds: ids(1) }).success).toBe(true);
  });

  it('refuse a list past REORDER_MAX', () => {
    expect(reorderSectionsSchema.safeParse({ sectionIds: ids(REORDER_MAX + 1) }).success).toBe(
      false,
    );
    expect(reorderElementsSchema.safeParse({ elementIds: ids(REORDER_MAX + 1) }).success).toBe(
      false,
    );
  });
});
