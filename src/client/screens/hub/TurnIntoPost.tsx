import { useQueryClient } from '@tanstack/react-query';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WebsiteSummary } from '../../../model/website';
import { postCalls, postKeys } from '../../app/post-queries';
import { apiRequest, failureMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog';
import { SpinnerIcon } from '../../ui/spinner-icon';
import { toast } from '../../ui/toast-store';
import { websitesKey } from '../dashboard/website-queries';

type Props = {
  kind: 'content' | 'story';
  id: number;
  /** What is turned into a post, for the button's name ('Why rest works'). */
  title: string;
};

/**
 * 'Turn into a post' (issue 38): a draft on a website's blog made from a Content Hub item, opened
 * in the builder's post editor. With several websites she picks whose blog first.
 */
export function TurnIntoPost({ kind, id, title }: Props) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<WebsiteSummary[] | null>(null);

  const makeOn = async (websiteId: number) => {
    setBusy(true);
    try {
      const post = await postCalls.fromContent(websiteId, { kind, id });
      await queryClient.invalidateQueries({ queryKey: postKeys.list(websiteId) });
      toast({ title: 'Draft post made', description: `“${post.title}” is ready to edit.` });
      void navigate(`/builder/${websiteId}?tab=blog&post=${post.id}`);
    } catch (error) {
      toast({ title: 'Not turned into a post', description: failureMessage(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setBusy(true);
    let websites: WebsiteSummary[];
    try {
      websites = await queryClient.fetchQuery({
        queryKey: websitesKey,
        queryFn: () => apiRequest<WebsiteSummary[]>('/api/websites'),
      });
    } catch (error) {
      toast({ title: 'Not turned into a post', description: failureMessage(error), kind: 'error' });
      setBusy(false);
      return;
    }
    setBusy(false);
    const [only] = websites;
    if (!only) {
      toast({
        title: 'No website yet',
        description: 'Make a website first: its blog is where the post goes.',
        kind: 'error',
      });
    } else if (websites.length === 1) {
      await makeOn(only.id);
    } else {
      setChoices(websites);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Turn into a post: ${title}`}
        onClick={() => void start()}
      >
        {busy ? <SpinnerIcon /> : <Newspaper aria-hidden="true" className="size-4" />} Turn into a
        post
      </Button>
      <Dialog open={choices !== null} onOpenChange={(open) => !open && setChoices(null)}>
        <DialogContent className="max-w-md">
          <DialogTitle>Which website’s blog?</DialogTitle>
          <DialogDescription>
            A draft post is made on its blog and opened for you to edit.
          </DialogDescription>
          <ul className="grid gap-2" aria-label="Your websites">
            {choices?.map((website) => (
              <li key={website.id}>
                <Button
                  variant="outline"
                  className="w-full justify-start"
                  disabled={busy}
                  onClick={() => {
                    setChoices(null);
                    void makeOn(website.id);
                  }}
                >
                  {website.name}
                </Button>
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
    </>
  );
}
