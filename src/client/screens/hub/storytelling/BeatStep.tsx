import { useMutation } from '@tanstack/react-query';
import { Sparkles, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { avatarFieldLabel } from '../../../../model/avatars/avatar-form';
import { frameworkOf, type Beat, type StoryBeatAnswer } from '../../../../model/stories/frameworks';
import { STORY_LIMITS } from '../../../../model/stories/story';
import { apiRequest, failureMessage } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/input';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { Textarea } from '../../../ui/textarea';
import { toast } from '../../../ui/toast-store';
import type { StoryDraft } from './story-draft';

type Props = { draft: StoryDraft; beat: Beat; onWords: (words: string) => void };

/**
 * One beat: its question, the coach's words, and 'Suggest' (the AI writes this beat from the
 * avatar and the other beats). A suggestion sits beside the coach's words until they use it: it
 * never replaces what they wrote unasked.
 */
export function BeatStep({ draft, beat, onWords }: Props) {
  const id = useId();
  const controller = useRef<AbortController | null>(null);
  const words = draft.notes[beat.key] ?? '';
  const suggest = useMutation({
    mutationFn: (variant: number) => {
      controller.current = new AbortController();
      return apiRequest<StoryBeatAnswer>('/api/ai/story-beat', {
        method: 'POST',
        body: {
          framework: draft.framework,
          beat: beat.key,
          kind: draft.kind,
          person: draft.person.trim(),
          result: draft.result.trim(),
          notes: Object.fromEntries(Object.entries(draft.notes).filter(([, v]) => v.trim())),
          avatarId: draft.avatarId,
          variant,
        },
        signal: controller.current.signal,
      });
    },
    onError: (error) => {
      if (controller.current?.signal.aborted) return;
      toast({ title: 'Suggestion Failed', description: failureMessage(error), kind: 'error' });
    },
  });
  const suggestion = suggest.data?.suggestion;
  const framework = frameworkOf(draft.framework);
  // Said in words: "the avatar’s pains, tried before; your notes on The ordinary world".
  const named = suggest.data?.sources ?? [];
  const fromAvatar = named.filter((s) => !s.startsWith('notes.')).map(avatarFieldLabel);
  const fromNotes = framework.beats
    .filter((b) => named.includes(`notes.${b.key}`))
    .map((b) => b.name);
  const sources = [
    fromAvatar.length > 0 ? `the avatar’s ${fromAvatar.join(', ').toLowerCase()}` : '',
    fromNotes.length > 0 ? `your notes on ${fromNotes.join(', ')}` : '',
  ].filter(Boolean);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <Label htmlFor={id} className="text-lg">
          {beat.name}
        </Label>
        <p id={`${id}-question`} className="text-slate-600">
          {beat.question}
        </p>
        <Textarea
          id={id}
          rows={8}
          maxLength={STORY_LIMITS.part}
          aria-describedby={`${id}-question`}
          value={words}
          onChange={(e) => onWords(e.target.value)}
          placeholder="In your own words: notes are fine."
        />
        <div className="flex gap-2">
          {suggest.isPending ? (
            <Button variant="outline" onClick={() => controller.current?.abort()}>
              <X aria-hidden="true" /> Cancel
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => suggest.mutate(suggestion ? (suggest.variables ?? 0) + 1 : 0)}
            >
              <Sparkles aria-hidden="true" /> {suggestion ? 'Suggest another' : 'Suggest this beat'}
            </Button>
          )}
        </div>
      </div>
      <section aria-label="Suggestion" className="rounded-xl bg-indigo-50 p-4" aria-live="polite">
        {suggest.isPending && (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <SpinnerIcon /> Writing a suggestion...
          </p>
        )}
        {!suggest.isPending && !suggestion && (
          <p className="text-sm text-slate-600">
            Stuck? Ask for a suggestion: it is written from your avatar and the other steps, and
            stays here until you use it.
          </p>
        )}
        {!suggest.isPending && suggestion && (
          <div className="grid gap-3">
            <p className="whitespace-pre-line">{suggestion}</p>
            {sources.length > 0 && (
              <p className="text-xs text-slate-500">Drawn from {sources.join('; ')}</p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => onWords(suggestion)}>
                Use this
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  onWords(words.trim() ? `${words.trim()}\n\n${suggestion}` : suggestion)
                }
              >
                Add after mine
              </Button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
