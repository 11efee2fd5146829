import { useEffect, useState } from 'react';
import {
  FRAMEWORK_KEYS,
  type BeatNotes,
  type FrameworkKey,
} from '../../../../model/stories/frameworks';
import { STORY_KINDS, type StoryKind } from '../../../../model/stories/story';

/** A story being written in Storytelling: kept in this tab's session so a reload loses nothing. */
export type StoryDraft = {
  framework: FrameworkKey;
  kind: StoryKind;
  person: string;
  avatarId: number | null;
  notes: BeatNotes;
  title: string;
  result: string;
  consent: boolean;
  tags: string[];
  /** -1: choosing the framework; 0..n-1: a beat; n: the review. */
  step: number;
};

const KEY = 'coachsite:story-draft';

export const blankDraft = (): StoryDraft => ({
  framework: 'before-after-bridge',
  kind: 'client-transformation',
  person: '',
  avatarId: null,
  notes: {},
  title: '',
  result: '',
  consent: false,
  tags: [],
  step: -1,
});

function read(): StoryDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<StoryDraft> | null;
    if (!saved || !FRAMEWORK_KEYS.includes(saved.framework as FrameworkKey)) return blankDraft();
    const draft = { ...blankDraft(), ...saved };
    return STORY_KINDS.includes(draft.kind) ? draft : blankDraft();
  } catch {
    return blankDraft();
  }
}

/** The draft and a setter; every change is kept for this tab until the story is saved. */
export function useStoryDraft() {
  const [draft, setDraft] = useState<StoryDraft>(read);
  useEffect(() => {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  }, [draft]);
  const update = (change: Partial<StoryDraft>) => setDraft((d) => ({ ...d, ...change }));
  const reset = () => {
    sessionStorage.removeItem(KEY);
    setDraft(blankDraft());
  };
  return { draft, update, reset };
}
