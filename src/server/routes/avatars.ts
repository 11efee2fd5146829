import type { FastifyInstance } from 'fastify';
import { AVATAR_READ_ONLY, avatarInputSchema, type Avatar } from '../../model/avatars/avatar';
import {
  currentAvatarInputSchema,
  type AvatarsAnswer,
  type CurrentAvatarAnswer,
} from '../../model/avatars/api';
import { idParamsSchema } from '../../model/ids';
import type { Db } from '../db/database';
import { avatarFromRow, findOwnedAvatar } from '../domain/avatars/avatar-rows';
import { chooseAvatar, readCurrentAvatar } from '../domain/avatars/current-avatar';
import { deleteAvatar } from '../domain/avatars/delete-avatar';
import { listAvatars } from '../domain/avatars/list-avatars';
import { createAvatar, updateAvatar } from '../domain/avatars/save-avatar';
import { currentUserId } from '../http/current-user';
import { answerOnce } from '../http/idempotency';
import { parseInput, parseWrite } from '../validation';

/** The coach's customer avatars (issue 12), and which one is current. */
export function avatarRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/avatars', async (req): Promise<AvatarsAnswer> =>
    listAvatars(db, currentUserId(req)),
  );

  app.post('/api/avatars', (req, reply) => {
    const fields = parseInput(avatarInputSchema, req.body ?? {});
    return answerOnce(db, req, reply, 201, (tx) => createAvatar(tx, currentUserId(req), fields));
  });

  // Before /api/avatars/:id, which would read "current" as a (bad) id.
  app.get('/api/avatars/current', async (req): Promise<CurrentAvatarAnswer> => ({
    avatar: await readCurrentAvatar(db, currentUserId(req)),
  }));

  app.put('/api/avatars/current', async (req): Promise<CurrentAvatarAnswer> => {
    const { avatarId } = parseInput(currentAvatarInputSchema, req.body ?? {});
    return { avatar: await chooseAvatar(db, currentUserId(req), avatarId) };
  });

  app.get('/api/avatars/:id', async (req): Promise<Avatar> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return avatarFromRow(await findOwnedAvatar(db, currentUserId(req), id));
  });

  app.put('/api/avatars/:id', async (req): Promise<Avatar> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const fields = parseWrite(avatarInputSchema, req.body ?? {}, AVATAR_READ_ONLY);
    return updateAvatar(db, currentUserId(req), id, fields);
  });

  app.delete('/api/avatars/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deleteAvatar(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
