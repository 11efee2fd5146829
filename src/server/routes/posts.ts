import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../model/ids';
import {
  createPostSchema,
  postFromContentSchema,
  POST_READ_ONLY,
  postStateSchema,
  updatePostSchema,
  type Post,
  type PostSummary,
} from '../../model/posts';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { listPosts } from '../domain/posts/list-posts';
import { createPostFromContent } from '../domain/posts/post-from-content';
import { findOwnedPost, postFromRow } from '../domain/posts/post-rows';
import { setPostState } from '../domain/posts/post-state';
import { createPost, deletePost, updatePost } from '../domain/posts/save-post';
import { currentUserId } from '../http/current-user';
import { answerOnce } from '../http/idempotency';
import { parseInput, parseWrite } from '../validation';

type Options = { db: Db; clock: Clock };

/** A website's blog posts (issue 38): the post editor's API. */
export function postRoutes(app: FastifyInstance, { db, clock }: Options): void {
  app.get('/api/websites/:id/posts', async (req): Promise<{ posts: PostSummary[] }> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return { posts: await listPosts(db, currentUserId(req), id) };
  });

  app.post('/api/websites/:id/posts', (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const fields = parseInput(createPostSchema, req.body ?? {});
    return answerOnce(db, req, reply, 201, async (tx) => ({
      post: await createPost(tx, currentUserId(req), id, fields),
    }));
  });

  app.post('/api/websites/:id/posts/from-content', (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    const from = parseInput(postFromContentSchema, req.body ?? {});
    return answerOnce(db, req, reply, 201, async (tx) => ({
      post: await createPostFromContent(tx, currentUserId(req), id, from),
    }));
  });

  app.get('/api/posts/:id', async (req): Promise<{ post: Post }> => {
    const { id } = parseInput(idParamsSchema, req.params);
    return { post: postFromRow(await findOwnedPost(db, currentUserId(req), id)) };
  });

  app.patch('/api/posts/:id', async (req): Promise<{ post: Post }> => {
    const { id } = parseInput(idParamsSchema, req.params);
    // The post as GET answers it may come back: what it cannot change is left out (issue 23).
    const fields = parseWrite(updatePostSchema, req.body ?? {}, POST_READ_ONLY);
    return { post: await updatePost(db, currentUserId(req), id, fields) };
  });

  app.put('/api/posts/:id/state', async (req): Promise<{ post: Post }> => {
    const { id } = parseInput(idParamsSchema, req.params);
    const state = parseInput(postStateSchema, req.body ?? {});
    return { post: await setPostState(db, currentUserId(req), id, state, new Date(clock.now())) };
  });

  app.delete('/api/posts/:id', async (req, reply) => {
    const { id } = parseInput(idParamsSchema, req.params);
    await deletePost(db, currentUserId(req), id);
    return reply.status(204).send();
  });
}
