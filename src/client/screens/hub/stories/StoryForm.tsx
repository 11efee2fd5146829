import { useId, useState, type FormEvent } from 'react';
import type { Avatar } from '../../../../model/avatars/avatar';
import {
  canPublishStory,
  STORY_LIMITS,
  STORY_PART_LABELS,
  STORY_PARTS,
  type StoryFields,
} from '../../../../model/stories/story';
import { storySaveFailed } from '../../../app/story-queries';
import { apiErrorOf } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChipListField } from '../../../ui/chip-list-field';
import { Input, Label } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { StoryAvatarField, StoryKindField } from './story-selects';

type Props = {
  initial: StoryFields;
  avatars: Avatar[];
  saving: boolean;
  onSave: (fields: StoryFields) => Promise<unknown>;
  onCancel: () => void;
};

const PART_EXAMPLES: Record<(typeof STORY_PARTS)[number], string> = {
  before: 'She charged $50 an hour and worked every evening.',
  struggle: 'Every price rise felt like asking for a favour.',
  turningPoint: 'She wrote down what clients got, not what she did.',
  after: 'She doubled her prices and kept eleven of twelve clients.',
  lesson: 'People pay for the change, not the hours.',
};

/** A story, part by part, with who it is about and whether they agreed to it being published. */
export function StoryForm({ initial, avatars, saving, onSave, onCancel }: Props) {
  const id = useId();
  const [story, setStory] = useState<StoryFields>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof StoryFields>(key: K, value: StoryFields[K]) =>
    setStory((s) => ({ ...s, [key]: value }));
  const error = (path: string) =>
    Object.entries(errors).find(([k]) => k === path || k.startsWith(`${path}.`))?.[1];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (story.title.trim() === '') {
      setErrors({ title: 'is required' });
      storySaveFailed();
      return;
    }
    setErrors({});
    try {
      await onSave(story);
    } catch (failure) {
      setErrors({ ...(apiErrorOf(failure)?.fields ?? {}) });
    }
  };
  const client = story.kind === 'client-transformation' || story.person.trim() !== '';

  return (
    <form onSubmit={submit} noValidate aria-label="Story" className="grid gap-6">
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <div className="grid gap-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={story.title}
            maxLength={STORY_LIMITS.title}
            placeholder="e.g. Sarah doubled her prices"
            onChange={(e) => set('title', e.target.value)}
            aria-invalid={error('title') ? true : undefined}
            required
          />
          {error('title') && <p className="text-sm text-red-700">Title {error('title')}</p>}
        </div>
        <StoryKindField label="Kind" value={story.kind} onChange={(kind) => set('kind', kind)} />
        <StoryAvatarField
          label="Speaks to"
          none="Any client"
          avatars={avatars}
          value={story.avatarId}
          onChange={(avatarId) => set('avatarId', avatarId)}
        />
      </Card>
      <Card className="grid gap-4 p-5">
        <h2 className="text-lg font-semibold">The story, part by part</h2>
        {STORY_PARTS.map((part) => (
          <div key={part} className="grid gap-1.5">
            <Label htmlFor={`${id}-${part}`}>{STORY_PART_LABELS[part]}</Label>
            <Textarea
              id={`${id}-${part}`}
              rows={2}
              value={story.parts[part]}
              maxLength={STORY_LIMITS.part}
              placeholder={`e.g. ${PART_EXAMPLES[part]}`}
              onChange={(e) => set('parts', { ...story.parts, [part]: e.target.value })}
            />
          </div>
        ))}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-text`}>
            The whole story (optional: the parts are used otherwise)
          </Label>
          <Textarea
            id={`${id}-text`}
            rows={5}
            value={story.text}
            maxLength={STORY_LIMITS.text}
            onChange={(e) => set('text', e.target.value)}
          />
        </div>
      </Card>
      <Card className="grid gap-4 p-5 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-person`}>Whose story (a client’s name or initials)</Label>
          <Input
            id={`${id}-person`}
            value={story.person}
            maxLength={STORY_LIMITS.person}
            placeholder="Empty when it is your own"
            onChange={(e) => set('person', e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-result`}>Result</Label>
          <Input
            id={`${id}-result`}
            value={story.result}
            maxLength={STORY_LIMITS.result}
            placeholder="e.g. doubled her prices"
            onChange={(e) => set('result', e.target.value)}
          />
        </div>
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={story.consent}
            onChange={(e) => set('consent', e.target.checked)}
          />
          <span>
            They agreed to this story being published
            {client && !canPublishStory(story) && (
              <span className="block text-amber-800">
                Without their consent, this story stays in your bank and never goes onto a page.
              </span>
            )}
          </span>
        </label>
        <div className="sm:col-span-2">
          <ChipListField
            label="Tags"
            example="pricing"
            items={story.tags}
            onChange={(tags) => set('tags', tags)}
            maxItems={STORY_LIMITS.tags}
            maxLength={STORY_LIMITS.tag}
            error={error('tags')}
          />
        </div>
      </Card>
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Story'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
