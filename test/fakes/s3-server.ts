import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Options } from '../../src/server/storage/s3-storage';

export type FakeS3 = {
  /** What s3Storage needs to use the fake's bucket. */
  options: S3Options;
  /** The keys the bucket holds now. */
  keys: () => Promise<string[]>;
  close: () => Promise<void>;
};

const BUCKET = 'coachsite-files';

/** A real S3 protocol server (s3rver) on 127.0.0.1 with one bucket, kept in a temporary folder. */
export async function startFakeS3(): Promise<FakeS3> {
  const directory = await mkdtemp(join(tmpdir(), 'fake-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const keys = async (): Promise<string[]> => {
    const root = join(directory, BUCKET);
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile() && e.name.endsWith('._S3rver_object'))
      .map((e) =>
        join(e.parentPath, e.name)
          .slice(root.length + 1)
          .replace(/\._S3rver_object$/, ''),
      )
      .sort();
  };
  return {
    options: {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    keys,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
