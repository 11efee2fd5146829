import { Sparkles } from 'lucide-react';
import type { Website } from '../../../../../model/website';
import { useAvatars } from '../../../../app/avatar-queries';
import { failureMessage } from '../../../../lib/api';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { SpinnerIcon } from '../../../../ui/spinner-icon';
import type { Selection } from '../../selection';
import type { BuilderStore } from '../../state/builder-store';
import { AvatarSummary } from './AvatarSummary';
import { PageWriter, type WriterState } from './PageWriter';

type Props = {
  website: Website;
  /** The page open in the builder: what "Write this page" writes (issue 38). */
  pageId: number;
  store: BuilderStore;
  selection: Selection;
  writer: WriterState;
  onWriter: (update: (state: WriterState) => WriterState) => void;
};

/** The AI Assistant tab: who the copy is for, and the page written in their words. */
export function AiAssistantTab({ website, pageId, store, selection, writer, onWriter }: Props) {
  const avatars = useAvatars({ fresh: true });
  if (avatars.isPending) {
    return (
      <p role="status" className="mt-10 flex items-center justify-center gap-2 text-slate-600">
        <SpinnerIcon /> Loading your avatars...
      </p>
    );
  }
  if (avatars.isError) {
    return (
      <Card className="mx-auto mt-10 grid max-w-lg justify-items-center gap-3 p-8 text-center">
        <p className="text-destructive">{failureMessage(avatars.error)}</p>
        <Button variant="outline" onClick={() => void avatars.refetch()}>
          Retry
        </Button>
      </Card>
    );
  }
  const avatar = avatars.data.avatars.find((a) => a.id === avatars.data.currentId);
  if (!avatar) {
    return (
      <Card className="mx-auto mt-10 max-w-lg p-8 text-center">
        <Sparkles aria-hidden="true" className="mx-auto mb-3 size-8 text-indigo-400" />
        <p className="text-slate-700">Select a customer avatar to enable AI content suggestions.</p>
        <a
          href="/customer-avatars"
          target="_blank"
          rel="noopener"
          className="mt-3 inline-block text-sm text-indigo-700 underline"
        >
          Create or select an avatar
        </a>
      </Card>
    );
  }
  return (
    <div className="mx-auto grid max-w-6xl gap-4 p-4 lg:grid-cols-[18rem_1fr]">
      <div>
        <AvatarSummary avatar={avatar} avatars={avatars.data.avatars} />
      </div>
      <PageWriter
        website={website}
        pageId={pageId}
        store={store}
        avatar={avatar}
        selection={selection}
        state={writer}
        onState={onWriter}
      />
    </div>
  );
}
