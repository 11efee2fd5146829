import { useId } from 'react';
import { frameworkOf } from '../../../../model/stories/frameworks';
import { STORY_LIMITS } from '../../../../model/stories/story';
import { ChipListField } from '../../../ui/chip-list-field';
import { Input, Label } from '../../../ui/input';
import type { StoryDraft } from './story-draft';

type Props = {
  draft: StoryDraft;
  onChange: (change: Partial<StoryDraft>) => void;
  titleError: string | null;
};

/** The last step: the whole story as written, its title, result, tags and consent. */
export function ReviewStep({ draft, onChange, titleError }: Props) {
  const id = useId();
  const framework = frameworkOf(draft.framework);
  const aboutClient = draft.kind === 'client-transformation' || draft.person.trim() !== '';
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-label="Your story" className="rounded-xl bg-white p-5 shadow-sm">
        {framework.beats.map((beat) => (
          <div key={beat.key} className="mb-4">
            <h3 className="text-sm font-semibold text-indigo-700">{beat.name}</h3>
            <p className="whitespace-pre-line text-slate-800">
              {draft.notes[beat.key]?.trim() || <span className="text-slate-400">Not written</span>}
            </p>
          </div>
        ))}
      </section>
      <div className="grid content-start gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={draft.title}
            maxLength={STORY_LIMITS.title}
            placeholder="Dana took her Fridays back"
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(e) => onChange({ title: e.target.value })}
          />
          {titleError && (
            <p id={`${id}-title-error`} role="alert" className="text-xs text-destructive">
              {titleError}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-result`}>Result</Label>
          <Input
            id={`${id}-result`}
            value={draft.result}
            maxLength={STORY_LIMITS.result}
            placeholder="took Fridays off"
            onChange={(e) => onChange({ result: e.target.value })}
          />
        </div>
        <ChipListField
          label="Tags"
          example="pricing"
          items={draft.tags}
          onChange={(tags) => onChange({ tags })}
          maxItems={STORY_LIMITS.tags}
          maxLength={STORY_LIMITS.tag}
        />
        {aboutClient && (
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-indigo-600"
              checked={draft.consent}
              onChange={(e) => onChange({ consent: e.target.checked })}
            />
            They agreed to this story being published
          </label>
        )}
      </div>
    </div>
  );
}
