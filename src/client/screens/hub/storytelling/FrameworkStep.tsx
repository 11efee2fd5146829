import { useId } from 'react';
import type { Avatar } from '../../../../model/avatars/avatar';
import { FRAMEWORKS } from '../../../../model/stories/frameworks';
import { STORY_KIND_LABELS, STORY_KINDS, type StoryKind } from '../../../../model/stories/story';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import type { StoryDraft } from './story-draft';

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
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-kind`}>Kind of story</Label>
          <NativeSelect
            id={`${id}-kind`}
            value={draft.kind}
            onChange={(e) => onChange({ kind: e.target.value as StoryKind })}
          >
            {STORY_KINDS.map((k) => (
              <option key={k} value={k}>
                {STORY_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
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
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-avatar`}>Written for</Label>
          <NativeSelect
            id={`${id}-avatar`}
            value={draft.avatarId ?? ''}
            onChange={(e) => onChange({ avatarId: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">The current avatar</option>
            {avatars.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div>
        <Button onClick={onStart}>Start writing</Button>
      </div>
    </div>
  );
}
