import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { checkKey, type FileStorage } from './file-storage';

export type S3Options = {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, a fake on 127.0.0.1); unset: AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Addresses the bucket as a path (endpoint/bucket/key), which most S3-compatible servers need. */
  forcePathStyle: boolean;
};

/** Files in an S3-compatible bucket, so several app processes share them. */
export function s3Storage(options: S3Options): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        if (!(answer.Body instanceof Readable)) return null;
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (err) {
        if (err instanceof NoSuchKey) return null;
        throw err;
      }
    },
    // One request per key: a file has at most four, and the batch call needs a checksum header
    // that not every S3-compatible server reads.
    async remove(keys) {
      await Promise.all(
        keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }))),
      );
    },
  };
}
