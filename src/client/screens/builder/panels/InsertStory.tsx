import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { ELEMENT_TYPES } from '../../../../model/element-types';
import { canPublishStory } from '../../../../model/stories/story';
import { storyContent, storyTarget } from '../../../../model/stories/story-element';
import { acceptedElements } from '../../../../model/templates/catalogue';
import type { Section } from '../../../../model/website';
import { useLimits } from '../../../app/limits';
import { useStories } from '../../../app/story-queries';
import { BlockedReason, useBlockedReason } from '../../../ui/blocked-reason';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { toast } from '../../../ui/toast-store';
import type { BuilderStore } from '../state/builder-store';
import { addNewElement } from '../state/add-new-element';
import { elementBlockedBy } from './room';

type Props = {
  section: Section;
  template: string;
  elementsInWebsite: number;
  store: BuilderStore;
  onAdded: (id: number) => void;
};

/**
 * 'Insert a story' on a testimonial or about section: a story from the bank becomes a testimonial
 * (or a paragraph) of the section, as one undoable edit. Client stories without consent are
 * listed but cannot be chosen.
 */
export function InsertStory({ section, template, elementsInWebsite, store, onAdded }: Props) {
  const id = useId();
  const target = storyTarget(section.type, acceptedElements(template, section.type));
  const stories = useStories();
  const [chosen, setChosen] = useState('');
  const blocked = useBlockedReason(elementBlockedBy(section, elementsInWebsite, useLimits()));
  if (!target) return null;
  const list = stories.data?.stories ?? [];
  const story = list.find((s) => String(s.id) === chosen);

  const insert = () => {
    const made = story && storyContent(story, target);
    if (!made) return;
    const elementId = addNewElement(store, section, made.type, made.content);
    onAdded(elementId);
    setChosen('');
    toast({
      title: 'Story inserted',
      description: 'Press Undo to take it back.',
      kind: 'success',
    });
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Insert a story from your bank</Label>
      {stories.data && list.length === 0 ? (
        <p className="text-sm text-slate-600">
          No stories yet.{' '}
          <a
            href="/story-memory-bank?new=1"
            target="_blank"
            rel="noopener"
            className="text-indigo-700 underline"
          >
            Write one
          </a>
        </p>
      ) : (
        <div className="flex gap-2">
          <NativeSelect
            id={id}
            className="w-full"
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            <option value="">{stories.isPending ? 'Loading stories...' : 'Choose a story'}</option>
            {list.map((s) => (
              <option key={s.id} value={s.id} disabled={!canPublishStory(s)}>
                {s.title}
                {canPublishStory(s) ? '' : ' (no consent to publish)'}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="secondary"
            onClick={insert}
            {...blocked.control}
            disabled={!story || blocked.control.disabled}
          >
            <BookOpen aria-hidden="true" /> Insert story
          </Button>
        </div>
      )}
      <p className="text-xs text-slate-500">
        It goes in as a {ELEMENT_TYPES[target].label.toLowerCase()}. Client stories need their
        consent.
      </p>
      <BlockedReason {...blocked.note} className="text-xs" />
    </div>
  );
}
