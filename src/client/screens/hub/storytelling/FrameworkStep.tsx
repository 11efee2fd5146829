import { useId } from 'react';
import type { Avatar } from '../../../../model/avatars/avatar';
import { FRAMEWORKS } from '../../../../model/stories/frameworks';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/input';
import type { StoryDraft } from './story-draft';
import { StoryAvatarField, StoryKindField } from '../stories/story-selects';

type Props = {
  draft: StoryDraft;
  avatars: Avatar[];
  onChange: (change: Partial<StoryDraft>) => void;
  onStart: () => void;
};

/** The first step: which framework, what kind of story, whose, and for which avatar. */
export function FrameworkStep({ draft, avatars, onChange, onStart }: Props) {
  const id = useId();
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 font-semibold">Choose a framework</legend>
        {FRAMEWORKS.map((f) => (
          <label
            key={f.key}
            className={cn(
              'cursor-pointer rounded-xl border-2 bg-white p-4 shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500',
              draft.framework === f.key ? 'border-indigo-600' : 'border-transparent',
            )}
          >
            <input
              type="radio"
              name={`${id}-framework`}
              className="sr-only"
              checked={draft.framework === f.key}
              onChange={() => onChange({ framework: f.key })}
            />
            <span className="block font-semibold">{f.name}</span>
            <span className="mt-1 block text-sm text-slate-600">{f.description}</span>
            <span className="mt-2 block text-xs text-slate-500">{f.beats.length} steps</span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <StoryKindField
          label="Kind of story"
          value={draft.kind}
          onChange={(kind) => onChange({ kind })}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-person`}>Whose story</Label>
          <Input
            id={`${id}-person`}
            value={draft.person}
            placeholder="A client’s name, or empty for yours"
            maxLength={120}
            onChange={(e) => onChange({ person: e.target.value })}
          />
        </div>
        <StoryAvatarField
          label="Written for"
          none="The current avatar"
          avatars={avatars}
          value={draft.avatarId}
          onChange={(avatarId) => onChange({ avatarId })}
        />
      </div>
      <div>
        <Button onClick={onStart}>Start writing</Button>
      </div>
    </div>
  );
}
