import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import {
  FILE_READ_ONLY,
  filePatchSchema,
  fileQuerySchema,
  formatBytes,
  uploadFieldsSchema,
  type FilesAnswer,
  type StoredFile,
} from '../../model/files/file';
import {
  NO_FILE_MESSAGE,
  NOT_MULTIPART_MESSAGE,
  tooLargeMessage,
  UNREADABLE_UPLOAD_MESSAGE,
} from '../../model/files/upload-refusals';
import type { Db } from '../db/database';
import { fileFromRow, findOwnedFile } from '../domain/files/file-rows';
import { acceptUpload } from '../domain/files/accept-upload';
import { deleteFile, listFiles, updateFile } from '../domain/files/manage-files';
import { uploadRefusal } from '../domain/files/inspect-upload';
import { currentUserId } from '../http/current-user';
import { requestSignal } from '../http/request-signal';
import type { Services } from '../services';
import { parseInput, parseWrite } from '../validation';

/** The one file of an upload and the fields sent before it, or a clear refusal. */
async function readUpload(req: FastifyRequest, maxBytes: number) {
  if (!req.isMultipart()) throw uploadRefusal(NOT_MULTIPART_MESSAGE);
  let part: MultipartFile | undefined;
  try {
    part = await req.file();
  } catch {
    throw uploadRefusal(UNREADABLE_UPLOAD_MESSAGE);
  }
  if (!part) throw uploadRefusal(NO_FILE_MESSAGE);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    if (name === part.fieldname) continue;
    const field = Array.isArray(value) ? value[0] : value;
    if (field?.type === 'field') fields[name] = String(field.value);
  }
  try {
    const bytes = await part.toBuffer();
    return { name: part.filename, bytes, fields };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw uploadRefusal(
        tooLargeMessage(part.filename, formatBytes(maxBytes)),
        'payload_too_large',
      );
    }
    throw err;
  }
}

/** Personal Storage's API (issue 13): upload, list, look at, change and delete files. */
export function fileRoutes(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  const { storage, fileLimits } = services;

  app.post('/api/files', async (req, reply) => {
    const userId = currentUserId(req);
    const upload = await readUpload(req, fileLimits.maxFileBytes);
    const { folder } = parseInput(uploadFieldsSchema, upload.fields);
    const stored = await acceptUpload(
      db,
      services,
      userId,
      { name: upload.name, bytes: upload.bytes, folder },
      requestSignal(reply),
    );
    return reply.status(201).send(stored);
  });

  app.get('/api/files', (req): Promise<FilesAnswer> => {
    const query = parseInput(fileQuerySchema, req.query ?? {});
    return listFiles(db, currentUserId(req), query, fileLimits);
  });

  app.get('/api/files/:id', async (req): Promise<StoredFile> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return fileFromRow(await findOwnedFile(db, currentUserId(req), id));
  });

  app.patch('/api/files/:id', (req): Promise<StoredFile> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const patch = parseWrite(filePatchSchema, req.body ?? {}, FILE_READ_ONLY);
    return updateFile(db, currentUserId(req), id, patch);
  });

  app.delete('/api/files/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteFile(db, storage, currentUserId(req), id);
    return reply.status(204).send();
  });
}
