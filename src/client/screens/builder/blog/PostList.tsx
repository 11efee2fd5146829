import { useQueryClient } from '@tanstack/react-query';
import { Newspaper, Plus } from 'lucide-react';
import { useState } from 'react';
import type { PostSummary } from '../../../../model/posts';
import { postCalls, postKeys, usePosts } from '../../../app/post-queries';
import { failureMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Badge, Card } from '../../../ui/card';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { toast } from '../../../ui/toast-store';
import { postStateLabel } from './post-dates';

const TONES = { draft: 'secondary', scheduled: 'featured', published: 'success' } as const;

export function PostStateBadge({ post }: { post: PostSummary }) {
  return (
    <Badge tone={TONES[post.state]} data-post-state={post.state}>
      {postStateLabel(post)}
    </Badge>
  );
}

type Props = { websiteId: number; onOpen: (postId: number) => void };

/** The website's posts, newest change first, each opening the editor; 'New post' makes a draft. */
export function PostList({ websiteId, onOpen }: Props) {
  const posts = usePosts(websiteId);
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const create = async () => {
    setCreating(true);
    try {
      const post = await postCalls.create(websiteId, { title: 'Untitled post' });
      await queryClient.invalidateQueries({ queryKey: postKeys.list(websiteId) });
      onOpen(post.id);
    } catch (error) {
      toast({ title: 'Post not made', description: failureMessage(error), kind: 'error' });
    } finally {
      setCreating(false);
    }
  };
  const newPost = (
    <Button onClick={() => void create()} disabled={creating}>
      {creating ? <SpinnerIcon /> : <Plus aria-hidden="true" />} New post
    </Button>
  );
  return (
    <section aria-labelledby="blog-posts-heading" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="blog-posts-heading" className="text-lg font-semibold">
          Posts
        </h2>
        {posts.data && posts.data.length > 0 && newPost}
      </div>
      {posts.isPending && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <SpinnerIcon /> Loading your posts...
        </p>
      )}
      {posts.isError && (
        <Card className="grid gap-2 p-4" role="alert">
          <p>{failureMessage(posts.error)}</p>
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => void posts.refetch()}
          >
            Try again
          </Button>
        </Card>
      )}
      {posts.data?.length === 0 && (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <Newspaper aria-hidden="true" className="size-10 text-slate-300" />
          <p className="font-medium">No posts yet.</p>
          <p className="max-w-md text-sm text-slate-600">
            A blog brings people to your website from search and social media, and shows what you
            know before they book a call. Write a post here, or turn an authority post, an email or
            a story from your Content Hub into one.
          </p>
          {newPost}
        </Card>
      )}
      {posts.data && posts.data.length > 0 && (
        <ul className="grid gap-2" aria-label="Your posts">
          {posts.data.map((post) => (
            <li key={post.id}>
              <button
                type="button"
                onClick={() => onOpen(post.id)}
                className="flex w-full flex-col items-start gap-1.5 rounded-lg border border-border bg-white p-3 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="font-medium break-words">{post.title}</span>
                <PostStateBadge post={post} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
