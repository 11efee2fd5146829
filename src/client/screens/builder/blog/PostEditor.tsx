import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { StoredFile } from '../../../../model/files/file';
import { POST_LIMITS, type Post } from '../../../../model/posts';
import type { Website } from '../../../../model/website';
import { postCalls, postKeys, usePost } from '../../../app/post-queries';
import { usePublicOrigin } from '../../../app/public-origin';
import { failureMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChipListField } from '../../../ui/chip-list-field';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { toast } from '../../../ui/toast-store';
import { ImageFromFiles } from '../panels/ImageFromFiles';
import { SaveIndicator } from '../SaveIndicator';
import { PostBodyEditor } from './PostBodyEditor';
import { PostDraft } from './post-draft';
import { PostStateControls } from './PostStateControls';
import { PostTextField } from './PostTextField';

type Props = { postId: number; website: Website; onBack: () => void };

/** The post an address names, loaded, then edited; 'All posts' goes back to the list. */
export function PostEditor({ postId, website, onBack }: Props) {
  const post = usePost(postId);
  if (post.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 p-4 text-slate-600">
        <SpinnerIcon /> Loading the post...
      </p>
    );
  }
  if (post.isError) {
    return (
      <Card role="alert" className="grid gap-3 p-4">
        <p>{failureMessage(post.error)}</p>
        <Button variant="outline" className="justify-self-start" onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> All posts
        </Button>
      </Card>
    );
  }
  return <DraftEditor key={postId} post={post.data} website={website} onBack={onBack} />;
}

/** A cover picture's web-sized copy (at most 1600 px wide), else the file itself. */
const coverAddress = (file: StoredFile) => file.variants[file.variants.length - 1]?.url ?? file.url;

function DraftEditor({
  post,
  website,
  onBack,
}: {
  post: Post;
  website: Website;
  onBack: () => void;
}) {
  const queryClient = useQueryClient();
  const origin = usePublicOrigin();
  const [draft] = useState(
    () =>
      new PostDraft(post, postCalls, {
        onRefused: (message) => toast({ title: 'Not saved', description: message, kind: 'error' }),
        onConflict: () =>
          toast({
            title: 'Also changed elsewhere',
            description: 'Your changes are kept and saved over the other version.',
          }),
      }),
  );
  const state = useSyncExternalStore(draft.subscribe, draft.getState);
  const { fields, errors } = state;
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (draft.hasUnsavedChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      // Leaving the editor sends what is waiting; the list then shows the new title.
      void draft
        .flush()
        .finally(() => {
          draft.dispose();
          return queryClient.invalidateQueries({ queryKey: postKeys.all });
        })
        .catch(() => undefined);
    };
  }, [draft, queryClient]);

  /** Undo, redo and save here are the post's: the website's own shortcuts do not see them. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) draft.undo();
    else if ((key === 'z' && event.shiftKey) || key === 'y') draft.redo();
    else if (key === 's') void draft.flush();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="grid gap-4" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> All posts
        </Button>
        <div className="min-w-24 flex-1">
          <SaveIndicator status={state.status} />
        </div>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Undo in the post"
          title="Undo (Ctrl+Z)"
          disabled={!state.canUndo}
          onClick={draft.undo}
        >
          <Undo2 aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          aria-label="Redo in the post"
          title="Redo (Ctrl+Shift+Z)"
          disabled={!state.canRedo}
          onClick={draft.redo}
        >
          <Redo2 aria-hidden="true" />
        </Button>
      </div>
      <h2 className="sr-only">Edit the post</h2>
      <Card className="grid gap-4 p-4 sm:p-6">
        <PostStateControls
          post={state.post}
          flush={draft.flush}
          onChanged={(changed) => {
            draft.adopt(changed);
            void queryClient.invalidateQueries({ queryKey: postKeys.list(website.id) });
          }}
          onDeleted={onBack}
        />
      </Card>
      <Card className="grid gap-4 p-4 sm:p-6">
        <PostTextField
          label="Title"
          name="title"
          value={fields.title}
          maxLength={POST_LIMITS.titleMax}
          error={errors.title}
          onChange={(title) => draft.edit('title', title)}
          onDone={draft.seal}
        />
        <PostTextField
          label="Address"
          name="slug"
          value={fields.slug}
          maxLength={80}
          error={errors.slug}
          onChange={(slug) => draft.edit('slug', slug)}
          onDone={draft.seal}
          hint={
            website.slug
              ? `${origin}/s/${website.slug}/blog/${fields.slug}`
              : `Once your website is published: ${origin}/s/{its address}/blog/${fields.slug}`
          }
        />
        <PostTextField
          label="Excerpt"
          name="excerpt"
          multiline
          value={fields.excerpt}
          maxLength={POST_LIMITS.excerptMax}
          error={errors.excerpt}
          placeholder="One or two sentences shown in the blog list and when the post is shared."
          onChange={(excerpt) => draft.edit('excerpt', excerpt)}
          onDone={draft.seal}
        />
        <div className="grid gap-2">
          <p className="text-sm font-medium">Cover picture</p>
          {fields.coverUrl && (
            <img
              src={fields.coverUrl}
              alt="The post's cover"
              className="max-h-40 w-auto justify-self-start rounded-md border border-border object-contain"
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <ImageFromFiles
              what="cover picture"
              becomes="is the post's cover"
              onChoose={(file) => {
                draft.seal();
                draft.edit('coverUrl', coverAddress(file));
                draft.seal();
              }}
            />
            {fields.coverUrl && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  draft.seal();
                  draft.edit('coverUrl', null);
                  draft.seal();
                }}
              >
                Remove the cover
              </Button>
            )}
          </div>
          {errors.coverUrl && (
            <p role="alert" className="text-xs text-destructive">
              Cover picture {errors.coverUrl}
            </p>
          )}
        </div>
        <PostBodyEditor
          value={fields.body}
          error={errors.body}
          onChange={(body) => draft.edit('body', body)}
          onSeal={draft.seal}
        />
        <ChipListField
          label="Tags"
          example="mindset"
          items={fields.tags}
          maxItems={POST_LIMITS.tagsPerPost}
          maxLength={POST_LIMITS.tagMax}
          error={errors.tags}
          onChange={(tags) => {
            draft.seal();
            draft.edit('tags', tags);
            draft.seal();
          }}
        />
        <PostTextField
          label="Author"
          name="author"
          value={fields.author}
          maxLength={POST_LIMITS.authorMax}
          error={errors.author}
          onChange={(author) => draft.edit('author', author)}
          onDone={draft.seal}
        />
      </Card>
    </div>
  );
}
