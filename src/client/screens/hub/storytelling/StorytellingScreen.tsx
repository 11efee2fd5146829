import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { frameworkOf, partsFromBeats } from '../../../../model/stories/frameworks';
import { storyInputSchema } from '../../../../model/stories/story';
import { useAvatars } from '../../../app/avatar-queries';
import { useStoryActions } from '../../../app/story-queries';
import { Button, buttonVariants } from '../../../ui/button';
import { AreaPage } from '../../areas/AreaPage';
import { BeatStep } from './BeatStep';
import { FrameworkStep } from './FrameworkStep';
import { ReviewStep } from './ReviewStep';
import { useStoryDraft } from './story-draft';

/** /storytelling: write a story beat by beat through a framework, then keep it in the bank. */
export default function StorytellingScreen() {
  const { draft, update, reset } = useStoryDraft();
  const avatars = useAvatars();
  const { save } = useStoryActions();
  const framework = frameworkOf(draft.framework);
  const beats = framework.beats;
  const reviewing = draft.step >= beats.length;
  const beat = draft.step >= 0 && !reviewing ? beats[draft.step] : undefined;
  const [tried, setTried] = useState(false);
  const titleError = draft.title.trim() ? null : 'A title is needed to keep the story.';

  const saveStory = async () => {
    setTried(true);
    if (titleError) return;
    const fields = storyInputSchema.parse({
      title: draft.title,
      kind: draft.kind,
      parts: partsFromBeats(framework, draft.notes),
      person: draft.person,
      consent: draft.consent,
      result: draft.result,
      tags: draft.tags,
      avatarId: draft.avatarId,
    });
    try {
      await save.mutateAsync({ id: null, fields });
      reset();
      setTried(false);
    } catch {
      // 'Save Failed' says so; the draft stays as it is.
    }
  };

  return (
    <AreaPage
      title="Storytelling"
      description="Write a story one step at a time. Ask for a suggestion whenever you are stuck, then keep it in your Story Memory Bank."
      actions={
        <Link to="/story-memory-bank" className={buttonVariants({ variant: 'outline' })}>
          Story Memory Bank
        </Link>
      }
    >
      {draft.step >= 0 && (
        <nav aria-label="Steps" className="mb-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{framework.name}</span>
          <span className="text-slate-500">
            {reviewing ? 'Review' : `Step ${draft.step + 1} of ${beats.length}`}
          </span>
          <ol className="ml-2 flex gap-1" aria-hidden="true">
            {[...beats, null].map((b, i) => (
              <li
                key={b?.key ?? 'review'}
                className={`h-1.5 w-8 rounded-full ${i <= draft.step ? 'bg-indigo-600' : 'bg-slate-200'}`}
              />
            ))}
          </ol>
        </nav>
      )}
      {draft.step < 0 && (
        <FrameworkStep
          draft={draft}
          avatars={avatars.data?.avatars ?? []}
          onChange={update}
          onStart={() => update({ step: 0 })}
        />
      )}
      {beat && (
        <BeatStep
          key={beat.key}
          draft={draft}
          beat={beat}
          onWords={(words) => update({ notes: { ...draft.notes, [beat.key]: words } })}
        />
      )}
      {reviewing && (
        <ReviewStep draft={draft} onChange={update} titleError={tried ? titleError : null} />
      )}
      {draft.step >= 0 && (
        <div className="mt-6 flex flex-wrap justify-between gap-2">
          <Button variant="outline" onClick={() => update({ step: draft.step - 1 })}>
            <ArrowLeft aria-hidden="true" /> Back
          </Button>
          {reviewing ? (
            <Button onClick={() => void saveStory()} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save to Story Bank'}
            </Button>
          ) : (
            <Button onClick={() => update({ step: draft.step + 1 })}>
              {draft.step === beats.length - 1 ? 'Review' : 'Next'}{' '}
              <ArrowRight aria-hidden="true" />
            </Button>
          )}
        </div>
      )}
    </AreaPage>
  );
}
