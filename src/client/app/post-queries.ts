import { useQuery } from '@tanstack/react-query';
import type {
  CreatePostInput,
  Post,
  PostStateInput,
  PostSummary,
  UpdatePostInput,
} from '../../model/posts';
import { apiRequest } from '../lib/api';

/** A website's blog posts (issue 38): the list per website, each post on its own. */
export const postKeys = {
  all: ['posts'] as const,
  list: (websiteId: number) => ['posts', 'website', websiteId] as const,
  one: (postId: number) => ['posts', 'post', postId] as const,
};

type PostAnswer = { post: Post };

export const postCalls = {
  list: (websiteId: number) =>
    apiRequest<{ posts: PostSummary[] }>(`/api/websites/${websiteId}/posts`),
  get: async (postId: number) => (await apiRequest<PostAnswer>(`/api/posts/${postId}`)).post,
  create: async (websiteId: number, body: CreatePostInput) =>
    (await apiRequest<PostAnswer>(`/api/websites/${websiteId}/posts`, { method: 'POST', body }))
      .post,
  patch: async (postId: number, body: UpdatePostInput) =>
    (await apiRequest<PostAnswer>(`/api/posts/${postId}`, { method: 'PATCH', body })).post,
  setState: async (postId: number, body: PostStateInput) =>
    (await apiRequest<PostAnswer>(`/api/posts/${postId}/state`, { method: 'PUT', body })).post,
  remove: (postId: number) => apiRequest<undefined>(`/api/posts/${postId}`, { method: 'DELETE' }),
  fromContent: async (websiteId: number, body: { kind: 'content' | 'story'; id: number }) =>
    (
      await apiRequest<PostAnswer>(`/api/websites/${websiteId}/posts/from-content`, {
        method: 'POST',
        body,
      })
    ).post,
};

/** The website's posts, newest change first (as the server orders them). */
export function usePosts(websiteId: number) {
  return useQuery({
    queryKey: postKeys.list(websiteId),
    queryFn: async () => (await postCalls.list(websiteId)).posts,
  });
}

/** One post with its body, for the editor. */
export function usePost(postId: number) {
  return useQuery({ queryKey: postKeys.one(postId), queryFn: () => postCalls.get(postId) });
}
