import type { ClientRect, DroppableContainer, UniqueIdentifier } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { centredKeyboardCoordinates } from './SortableList';

const rect = (top: number, height: number): ClientRect => ({
  top,
  height,
  bottom: top + height,
  left: 0,
  width: 200,
  right: 200,
});

/** Rows 1..4 from the top: 1 and 3 short, 2 tall (a section showing its elements), 4 short. */
const rects = new Map<UniqueIdentifier, ClientRect>([
  [1, rect(0, 40)],
  [2, rect(44, 300)],
  [3, rect(348, 40)],
  [4, rect(392, 40)],
]);

/** Where ArrowDown or ArrowUp puts the centre of row `active`'s lifted rect, which is over `over`. */
function press(code: 'ArrowDown' | 'ArrowUp' | 'KeyA', active: number, over: number) {
  const lifted = rects.get(over) as ClientRect;
  const collisionRect = rect(lifted.top + lifted.height / 2 - 20, 40);
  const containers = [...rects.keys()].map((id) => ({ id }) as DroppableContainer);
  // Node has no KeyboardEvent; the getter reads its code and may prevent its default.
  const event = { code, preventDefault: () => undefined } as KeyboardEvent;
  const to = centredKeyboardCoordinates(event, {
    active,
    currentCoordinates: { x: 0, y: collisionRect.top },
    context: {
      active: { id: active },
      over: { id: over },
      collisionRect,
      droppableRects: rects,
      droppableContainers: { getEnabled: () => containers },
    } as unknown as Parameters<typeof centredKeyboardCoordinates>[1]['context'],
  });
  return to ? to.y + 20 : null;
}

describe('moving a lifted row with the arrow keys', () => {
  it('lands on the centre of the next row down, even a much taller one', () => {
    expect(press('ArrowDown', 1, 1)).toBe(44 + 150);
    expect(press('ArrowDown', 1, 2)).toBe(348 + 20);
  });

  it('lands on the centre of the row above, and stays put at either end or for other keys', () => {
    expect(press('ArrowUp', 4, 3)).toBe(44 + 150);
    expect(press('ArrowUp', 1, 1)).toBeNull();
    expect(press('ArrowDown', 4, 4)).toBeNull();
    expect(press('KeyA', 1, 1)).toBeNull();
  });
});
