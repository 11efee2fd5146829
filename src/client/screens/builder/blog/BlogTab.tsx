import { useSearchParams } from 'react-router';
import type { Website } from '../../../../model/website';
import type { BuilderStore } from '../state/builder-store';
import { BlogSettingsCard } from './BlogSettingsCard';
import { PostEditor } from './PostEditor';
import { PostList } from './PostList';

/**
 * The builder's Blog tab (issue 38): the posts and the blog's settings, or one post in the editor.
 * The open post is in the address (`?tab=blog&post=12`), so the Content Hub's 'Turn into a post'
 * opens it here and the browser's Back returns to the list.
 */
export function BlogTab({ website, store }: { website: Website; store: BuilderStore }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('post'));
  const postId = Number.isSafeInteger(asked) && asked > 0 ? asked : null;
  const open = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', 'blog');
        if (id === null) next.delete('post');
        else next.set('post', String(id));
        return next;
      },
      { replace: false },
    );
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 p-3 sm:p-6">
      {postId === null ? (
        <>
          <PostList websiteId={website.id} onOpen={open} />
          <BlogSettingsCard website={website} store={store} />
        </>
      ) : (
        <PostEditor postId={postId} website={website} onBack={() => open(null)} />
      )}
    </div>
  );
}
