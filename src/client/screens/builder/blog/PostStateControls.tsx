import { CalendarClock, FilePen, Send, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Post, PostStateInput } from '../../../../model/posts';
import { postCalls } from '../../../app/post-queries';
import { apiErrorOf, failureMessage } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/input';
import { toast } from '../../../ui/toast-store';
import { browserTimeZone, localInputValue, scheduleInstant } from './post-dates';
import { PostStateBadge } from './PostList';

type Props = {
  post: Post;
  /** Sends what she typed first: a post goes live with her newest words. */
  flush: () => Promise<void>;
  onChanged: (post: Post) => void;
  onDeleted: () => void;
};

const DONE: Record<Post['state'], string> = {
  draft: 'Back to draft: it is off your blog.',
  scheduled: 'Scheduled: it goes live on its own at that time.',
  published: 'Published: it is on your blog.',
};

/** Publish now, schedule in her time zone, back to draft, delete after confirming. */
export function PostStateControls({ post, flush, onChanged, onDeleted }: Props) {
  const ids = { when: useId(), zone: useId(), problem: useId() };
  const zone = browserTimeZone();
  const [scheduling, setScheduling] = useState(false);
  // A scheduled post's time, as she chose it, is where a new schedule starts from.
  const [when, setWhen] = useState(() =>
    post.state === 'scheduled' && post.publishAt
      ? localInputValue(new Date(post.publishAt), zone)
      : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const change = async (body: PostStateInput) => {
    setBusy(true);
    try {
      await flush();
      const changed = await postCalls.setState(post.id, body);
      onChanged(changed);
      setScheduling(false);
      toast({ title: 'Post saved', description: DONE[changed.state], kind: 'success' });
    } catch (error) {
      const refused = apiErrorOf(error);
      const message = failureMessage(error);
      if (refused?.fields?.publishAt) setProblem(`Date and time ${refused.fields.publishAt}`);
      toast({ title: 'Not changed', description: message, kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const publishAt = scheduleInstant(when, zone);
    if (!publishAt) return setProblem('Choose a date and a time.');
    setProblem(null);
    void change({ state: 'scheduled', publishAt, timeZone: zone });
  };

  const remove = async () => {
    try {
      await postCalls.remove(post.id);
      toast({
        title: 'Post deleted',
        description: `“${post.title}” was removed.`,
        kind: 'success',
      });
      onDeleted();
    } catch (error) {
      toast({ title: 'Not deleted', description: failureMessage(error), kind: 'error' });
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <PostStateBadge post={post} />
      </div>
      <div className="flex flex-wrap gap-2">
        {post.state !== 'published' && (
          <Button size="sm" disabled={busy} onClick={() => void change({ state: 'published' })}>
            <Send aria-hidden="true" /> Publish now
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-expanded={scheduling}
          onClick={() => {
            // A first suggestion: an hour from now, on the minute, in her own time zone.
            if (!when) setWhen(localInputValue(new Date(Date.now() + 3_600_000), zone));
            setScheduling(!scheduling);
          }}
        >
          <CalendarClock aria-hidden="true" /> Schedule
        </Button>
        {post.state !== 'draft' && (
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => void change({ state: 'draft' })}
          >
            <FilePen aria-hidden="true" /> Back to draft
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" /> Delete
        </Button>
      </div>
      {scheduling && (
        <form onSubmit={schedule} className="grid gap-1.5 rounded-md border border-border p-3">
          <Label htmlFor={ids.when}>Goes live on</Label>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              id={ids.when}
              type="datetime-local"
              className="w-auto"
              value={when}
              aria-describedby={problem ? `${ids.zone} ${ids.problem}` : ids.zone}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => {
                setWhen(e.target.value);
                setProblem(null);
              }}
            />
            <Button type="submit" size="sm" disabled={busy}>
              Schedule post
            </Button>
          </div>
          <p id={ids.zone} className="text-xs text-slate-600">
            Your time zone: {zone}
          </p>
          {problem && (
            <p id={ids.problem} role="alert" className="text-xs text-destructive">
              {problem}
            </p>
          )}
        </form>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this post?"
        description={`“${post.title}” is removed for good${post.state === 'published' ? ', and taken off your blog' : ''}.`}
        confirmLabel="Delete"
        onConfirm={() => {
          setDeleting(false);
          void remove();
        }}
      />
    </div>
  );
}
