import { z } from 'zod';
import { text } from '../text';
import type { FileKind } from './file-types';
import { counted } from '../counted';
import { readOnlyKeys } from '../read-only';

/**
 * A file in the coach's Personal Storage (issue 13). Images are public by default (published pages
 * show them), documents private (only their owner may fetch them).
 */

export const FILE_VISIBILITIES = ['private', 'public'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

export const FILE_LIMITS = {
  name: 120,
  folder: 60,
  tags: 10,
  tag: 30,
  /** Files one coach may keep, whatever their size. */
  perCoach: 2000,
} as const;

/**
 * Why a file name cannot be used, or null: a name, never a path (no slashes, no '..', nothing
 * invisible), so it can sit safely at the end of an address.
 */
export function fileNameProblem(name: string): string | null {
  if (name.trim() === '') return 'is required';
  if (name.length > FILE_LIMITS.name) return `must be at most ${FILE_LIMITS.name} characters`;
  if (/[/\\]/.test(name) || name.includes('..')) return 'must be a file name, not a path';
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'must not contain control characters';
  if (/^\.|[?#%]/.test(name)) return 'must not start with a dot or contain ?, # or %';
  return null;
}

export const fileNameSchema = z
  .string({ error: 'must be text' })
  .trim()
  .superRefine((value, ctx) => {
    const problem = fileNameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const folder = text(FILE_LIMITS.folder)
  .trim()
  .refine((v) => !/[/\\]/.test(v), 'must be a folder name without slashes');

const tags = z
  .array(text(FILE_LIMITS.tag).trim().min(1, 'may not hold an empty tag'))
  .max(FILE_LIMITS.tags, `may hold at most ${FILE_LIMITS.tags} tags`);

/** PATCH /api/files/{id}: what a coach may change; at least one of them. */
export const filePatchSchema = z
  .strictObject({
    name: fileNameSchema.optional(),
    folder: folder.optional(),
    tags: tags.optional(),
    visibility: z.enum(FILE_VISIBILITIES).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'must change name, folder, tags or visibility');
export type FilePatch = z.output<typeof filePatchSchema>;

/** The fields sent with an upload, beside the file. */
export const uploadFieldsSchema = z.strictObject({
  folder: folder.default(''),
});

/** GET /api/files filters. */
export const fileQuerySchema = z.strictObject({
  q: text(200).trim().min(1).optional(),
  folder: folder.optional(),
  tag: text(FILE_LIMITS.tag).trim().min(1).optional(),
  kind: z.enum(['image', 'document']).optional(),
});
export type FileQuery = z.output<typeof fileQuerySchema>;

/** A web-sized copy of an image (WebP). */
export type ImageVariant = { width: number; height: number; size: number; url: string };

export type StoredFile = {
  id: number;
  name: string;
  folder: string;
  tags: string[];
  visibility: FileVisibility;
  kind: FileKind;
  mime: string;
  /** Bytes of the file as uploaded. */
  size: number;
  /** Images only: the picture's size, upright. */
  width: number | null;
  height: number | null;
  url: string;
  variants: ImageVariant[];
  createdAt: string;
  updatedAt: string;
};

/** What a file's answer holds that PATCH /api/files/{id} ignores (issue 23: it round-trips). */
export const FILE_READ_ONLY = readOnlyKeys<StoredFile, z.input<typeof filePatchSchema>>({
  id: true,
  kind: true,
  mime: true,
  size: true,
  width: true,
  height: true,
  url: true,
  variants: true,
  createdAt: true,
  updatedAt: true,
});

export type StorageUsage = {
  /** Bytes kept, web-sized copies included. */
  usedBytes: number;
  quotaBytes: number;
  maxFileBytes: number;
};

export type FilesAnswer = { files: StoredFile[]; folders: string[]; usage: StorageUsage };

/** '1.2 MB', '340 KB', '12 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return counted(bytes, 'byte');
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  const mb = bytes / 1_000_000;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
