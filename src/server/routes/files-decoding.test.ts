import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/support/test-app';
import { fetchBytes, flatPicture, upload, watchedDecodes } from '../../../test/support/uploads';
import { waitFor } from '../../../test/support/wait-for';
import type { StoredFile } from '../../model/files/file';
import {
  DECODES_AT_ONCE,
  DECODES_WAITING,
  DECODES_WAITING_PER_COACH,
  DecodeQueue,
} from '../domain/files/decode-queue';

/*
 * Issue 23 (Uploads): a picture is refused for a full storage from its header, before any pixel is
 * decoded; pictures are decoded one at a time per coach and two at a time per process, with a
 * bounded queue; each picture is decoded once for all its copies.
 */

const watch = watchedDecodes();
const t = setupTestApp(undefined, () => ({
  fileLimits: { maxFileBytes: 2_000_000, quotaBytes: 3_000_000 },
  decodeQueue: new DecodeQueue({ decode: watch.decode }),
}));

type Failure = { error: { message: string; fields?: Record<string, string> } };
const messageOf = (answer: { body: unknown }) => (answer.body as Failure).error.message;

let coaches = 0;
const newCoach = () => t.signUp(`decoding-${(coaches += 1)}@example.com`);

/** A small picture, distinct by its size so each upload is its own. */
const small = (n: number) =>
  sharp({ create: { width: 40 + n, height: 30, channels: 3, background: '#c60' } })
    .png()
    .toBuffer();

/** Uploads as `coach`, without waiting for the answer. */
const send = (coach: string, name: string, bytes: Buffer) => upload(t, name, bytes, { as: coach });

describe('Decoding uploaded pictures', () => {
  let megapixels49: Buffer;
  beforeAll(async () => {
    megapixels49 = await flatPicture(7000, 7000);
  });

  it('refuses a 49-megapixel PNG with 413 when the storage is full, from its header: no pixel is decoded', async () => {
    expect(megapixels49.length).toBeLessThan(200_000);
    const coach = await newCoach();
    // With room, the same picture is decoded (once) and kept with its three copies.
    const before = watch.started.length;
    const kept = await send(coach, 'x-big.png', megapixels49);
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect((kept.body as StoredFile).variants.map((v) => [v.width, v.height])).toEqual([
      [480, 480],
      [960, 960],
      [1600, 1600],
    ]);
    expect(watch.started.length).toBe(before + 1);

    // Fill the storage with documents, then send the picture again.
    const text = Buffer.from('name,goal\n'.padEnd(1_400_000, 'x'));
    for (const name of ['notes-1.csv', 'notes-2.csv']) {
      expect((await send(coach, name, text)).status).toBe(201);
    }
    const refused = await send(coach, 'x-big-again.png', megapixels49);
    expect(refused.status).toBe(413);
    expect(messageOf(refused)).toMatch(
      /^Your storage is full: .* of 3\.0 MB used, and "x-big-again.png" needs at least 1[56][0-9] KB/,
    );
    expect((refused.body as Failure).error.fields).toHaveProperty('file');
    expect(watch.started.length).toBe(before + 1);
    expect(t.services.decodeQueue.state).toEqual({ decoding: 0, waiting: 0 });
  });

  it('refuses a picture over 50 megapixels, or too tall for a web copy, from its header', async () => {
    const coach = await newCoach();
    const before = watch.started.length;
    const tooMany = await send(coach, 'x-huge.png', await flatPicture(8000, 6400));
    expect(tooMany.status).toBe(400);
    expect(messageOf(tooMany)).toMatch(
      /^x-huge.png could not be read as a picture: it is damaged, or larger than 50 megapixels\.$/,
    );
    const tall = await send(coach, 'x-tall.png', await flatPicture(100, 17_000));
    expect(tall.status).toBe(400);
    expect(messageOf(tall)).toMatch(/"x-tall.png" is too tall for a web page \(100 x 17000/);
    expect(watch.started.length).toBe(before);
  });

  it(`decodes one coach’s pictures one at a time, and at most ${DECODES_AT_ONCE} in the process`, async () => {
    const [a, b, c] = [await newCoach(), await newCoach(), await newCoach()];
    watch.most = { all: 0, oneCoach: 0 };
    watch.hold = true;
    const queue = t.services.decodeQueue;
    // Each is sent once the one before has reached the queue: requests sent together may reach it
    // in any order (their sessions are looked up at once), and the order is what is checked.
    const plan = [
      [a, 'a-1.png'],
      [a, 'a-2.png'],
      [a, 'a-3.png'],
      [b, 'b-1.png'],
      [b, 'b-2.png'],
      [c, 'c-1.png'],
    ] as const;
    const sent: ReturnType<typeof send>[] = [];
    for (const [n, [coach, name]] of plan.entries()) {
      sent.push(send(coach, name, await small(n + 1)));
      await waitFor(`${name} queued`, () => queue.state.waiting + watch.held().length === n + 1);
    }
    await waitFor(
      'two decoding and four waiting',
      () => queue.state.waiting === 4 && watch.held().length === 2,
    );
    // Two coaches decode; coach c waits although none of theirs is decoding: the process is full.
    expect(new Set(watch.held().map((n) => n[0])).size).toBe(2);
    // Let them go one at a time: each time, the next picture that may start does.
    for (let left = 6; left > 0; left -= 1) {
      await waitFor('a held decode', () => watch.held().length > 0);
      expect(watch.decoding.size).toBeLessThanOrEqual(DECODES_AT_ONCE);
      watch.releaseFirst();
    }
    const answers = await Promise.all(sent);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    watch.releaseAll();
    expect(watch.most).toEqual({ all: 2, oneCoach: 1 });
    // Coach a's three went in the order they were queued, each after the one before had finished.
    expect(watch.started.filter((n) => n.startsWith('a-'))).toEqual([
      'a-1.png',
      'a-2.png',
      'a-3.png',
    ]);
    expect(queue.state).toEqual({ decoding: 0, waiting: 0 });
  });

  it(`answers 429 with a message when ${DECODES_WAITING_PER_COACH} of a coach’s, or ${DECODES_WAITING} in all, are waiting`, async () => {
    const [a, b, c, d] = [await newCoach(), await newCoach(), await newCoach(), await newCoach()];
    const queue = t.services.decodeQueue;
    watch.hold = true;
    let n = 0;
    const picture = () => small((n += 1) + 10);
    const sent = [send(a, 'a-1.png', await picture()), send(b, 'b-1.png', await picture())];
    await waitFor('a and b decoding', () => watch.held().length === 2);
    for (let i = 2; i <= 1 + DECODES_WAITING_PER_COACH; i += 1) {
      sent.push(send(a, `a-${i}.png`, await picture()));
    }
    await waitFor(
      'coach a’s pictures waiting',
      () => queue.state.waiting === DECODES_WAITING_PER_COACH,
    );
    const mine = await send(a, 'a-too-many.png', await picture());
    expect(mine.status).toBe(429);
    expect(messageOf(mine)).toBe(
      `You are uploading more pictures at once than can be prepared: ${DECODES_WAITING_PER_COACH} are already waiting. Try this one again when those are done.`,
    );
    expect(mine.headers['retry-after']).toBe('5');

    // Others still get in, until the process's queue is full.
    for (const [coach, name] of [
      [b, 'b-2.png'],
      [b, 'b-3.png'],
      [c, 'c-1.png'],
      [c, 'c-2.png'],
    ] as const) {
      sent.push(send(coach, name, await picture()));
    }
    await waitFor('a full queue', () => queue.state.waiting === DECODES_WAITING);
    const full = await send(d, 'd-1.png', await picture());
    expect(full.status).toBe(429);
    expect(messageOf(full)).toBe(
      'The server is preparing as many pictures as it can right now. Please try this one again in a few seconds.',
    );
    expect((full.body as Failure).error.fields).toHaveProperty('file');

    watch.releaseAll();
    const answers = await Promise.all(sent);
    expect(answers.map((r) => r.status)).toEqual(sent.map(() => 201));
    expect(queue.state).toEqual({ decoding: 0, waiting: 0 });
    // With the queue empty again, d's picture is taken.
    expect((await send(d, 'd-1.png', await picture())).status).toBe(201);
  });

  it('makes every copy from one decode, upright, as a direct resize of the original looks', async () => {
    const coach = await newCoach();
    const [w, h] = [1800, 1200];
    const pixels = Buffer.alloc(w * h * 4);
    for (let i = 0; i < w * h; i += 1) {
      const [x, y] = [i % w, Math.floor(i / w)];
      pixels.set(
        [(x * 255) / w, (y * 255) / h, ((x + y) * 255) / (w + h), 64 + (x * 191) / w],
        i * 4,
      );
    }
    const raw = { raw: { width: w, height: h, channels: 4 as const } };
    const rgba = await sharp(pixels, raw).png().toBuffer();
    // A phone photo: stored sideways, with an EXIF note to turn it upright.
    const sideways = await sharp(pixels, raw)
      .flatten()
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    for (const [name, bytes, size] of [
      ['x-clear.png', rgba, [1800, 1200]],
      ['x-phone.jpg', sideways, [1200, 1800]],
    ] as const) {
      const before = watch.started.length;
      const answer = await send(coach, name, bytes);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(watch.started.length, name).toBe(before + 1);
      const file = answer.body as StoredFile;
      expect([file.width, file.height]).toEqual(size);
      for (const variant of file.variants) {
        const copy = (await fetchBytes(t, variant.url, null)).bytes;
        const direct = await sharp(bytes)
          .rotate()
          .resize({ width: variant.width })
          .webp({ quality: 78 })
          .toBuffer();
        const seen = (image: Buffer) =>
          sharp(image).flatten({ background: '#fff' }).raw().toBuffer({ resolveWithObject: true });
        const [mine, theirs] = [await seen(copy), await seen(direct)];
        expect([mine.info.width, mine.info.height], name).toEqual([variant.width, variant.height]);
        expect([mine.info.width, mine.info.height], name).toEqual([
          theirs.info.width,
          theirs.info.height,
        ]);
        let difference = 0;
        for (let i = 0; i < mine.data.length; i += 1)
          difference += Math.abs((mine.data[i] ?? 0) - (theirs.data[i] ?? 0));
        expect(difference / mine.data.length, `${name} at ${variant.width}`).toBeLessThan(1.5);
      }
    }
  });
});
