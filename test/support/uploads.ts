import sharp from 'sharp';
import {
  makeImageCopies,
  type DecodeImage,
  type ImageCopies,
} from '../../src/server/domain/files/image-variants';
import type { TestApp } from './test-app';

type Answer = { status: number; body: unknown; headers: Record<string, unknown> };

/** A picture of `width` x `height` pixels in `format` (a gradient, so copies have real bytes). */
export async function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120;
    pixels[i + 2] = ((i / 3 / width) * 255) / height;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A picture of one colour, which compresses small: 7000 x 7000 pixels (49 megapixels) is a 157 KB
 * PNG that takes a second of a core and a hundred megabytes to decode.
 */
export function flatPicture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A decode for the app's DecodeQueue (services.decodeQueue) that watches the real one: which
 * pictures decode, how many at once, and, while `hold` is set, keeps each waiting for release()
 * so a test sees the queue's state without timing anything. A picture's coach is the part of its
 * name before the first '-' ('a-1.png' is coach a's).
 */
export function watchedDecodes() {
  const coachOf = (name: string) => name.split('-')[0] ?? name;
  const held: { name: string; go: () => void }[] = [];
  const watch = {
    /** Names in the order their decoding started. */
    started: [] as string[],
    /** Names decoding now (held ones included). */
    decoding: new Set<string>(),
    /** The most decoding at once, in all and of one coach's. */
    most: { all: 0, oneCoach: 0 },
    hold: false,
    decode: (async (bytes, name): Promise<ImageCopies> => {
      watch.started.push(name);
      watch.decoding.add(name);
      const mine = [...watch.decoding].filter((n) => coachOf(n) === coachOf(name)).length;
      watch.most.all = Math.max(watch.most.all, watch.decoding.size);
      watch.most.oneCoach = Math.max(watch.most.oneCoach, mine);
      try {
        if (watch.hold) await new Promise<void>((go) => held.push({ name, go }));
        return await makeImageCopies(bytes, name);
      } finally {
        watch.decoding.delete(name);
      }
    }) satisfies DecodeImage,
    /** Names of the held decodes, first held first. */
    held: () => held.map((h) => h.name),
    /** Lets the first held decode go on. */
    releaseFirst: () => held.shift()?.go(),
    /** Stops holding, and lets every held decode go on. */
    releaseAll: () => {
      watch.hold = false;
      for (const h of held.splice(0)) h.go();
    },
  };
  return watch;
}

/** The smallest valid PDF a reader opens: one empty page. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A multipart body as a browser's FormData sends it. */
export async function multipart(
  name: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const encoded = new Response(form);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** POST /api/files through the real app, as the default coach unless `as` says otherwise. */
export async function upload(
  t: TestApp,
  name: string,
  bytes: Buffer,
  options: { fields?: Record<string, string>; as?: string } = {},
): Promise<Answer> {
  const { body, contentType } = await multipart(name, bytes, options.fields);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { cookie: options.as ?? t.cookie, 'content-type': contentType },
    payload: body,
  });
  return {
    status: response.statusCode,
    body: response.body ? (JSON.parse(response.body) as unknown) : undefined,
    headers: response.headers,
  };
}

/** GET of a file's bytes, as someone (a cookie) or no one (null). */
export async function fetchBytes(t: TestApp, url: string, as: string | null) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: as ? { cookie: as } : {},
  });
  return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
}
