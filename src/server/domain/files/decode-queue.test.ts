import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { DecodeQueue } from './decode-queue';
import type { ImageCopies } from './image-variants';

/** A decode that waits until the test lets it finish. */
function heldDecodes() {
  const held: (() => void)[] = [];
  const decode = () =>
    new Promise<ImageCopies>((resolve) =>
      held.push(() => resolve({ width: 1, height: 1, variants: [] })),
    );
  return { decode, held };
}

describe('DecodeQueue', () => {
  it('lets an upload whose request was cancelled leave the queue, so it is never decoded', async () => {
    const { decode, held } = heldDecodes();
    const queue = new DecodeQueue({ decode, atOnce: 1 });
    const first = queue.copies(1, Buffer.alloc(1), 'a.png');
    const leaving = new AbortController();
    const second = queue.copies(2, Buffer.alloc(1), 'b.png', leaving.signal);
    const third = queue.copies(3, Buffer.alloc(1), 'c.png');
    expect(queue.state).toEqual({ decoding: 1, waiting: 2 });
    leaving.abort();
    await expect(second).rejects.toMatchObject({ code: 'cancelled' });
    expect(queue.state).toEqual({ decoding: 1, waiting: 1 });
    held.shift()?.();
    await first;
    // The third went next; the cancelled one was never decoded.
    expect(queue.state).toEqual({ decoding: 1, waiting: 0 });
    expect(held).toHaveLength(1);
    held.shift()?.();
    await third;
    expect(queue.state).toEqual({ decoding: 0, waiting: 0 });
  });

  it('lets the next picture go when a decode fails', async () => {
    let calls = 0;
    const queue = new DecodeQueue({
      atOnce: 1,
      decode: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new AppError('bad_request', 'broken'))
          : Promise.resolve({ width: 1, height: 1, variants: [] });
      },
    });
    const [broken, fine] = [
      queue.copies(1, Buffer.alloc(1), 'a.png'),
      queue.copies(1, Buffer.alloc(1), 'b.png'),
    ];
    await expect(broken).rejects.toMatchObject({ message: 'broken' });
    await expect(fine).resolves.toMatchObject({ width: 1 });
    expect(queue.state).toEqual({ decoding: 0, waiting: 0 });
  });
});
