import { BookOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  STORY_KIND_LABELS,
  STORY_KINDS,
  storyInputSchema,
  storyText,
  type Story,
  type StoryFields,
  type StoryKind,
} from '../../../../model/stories/story';
import { useAvatars } from '../../../app/avatar-queries';
import { useStories, useStoryActions } from '../../../app/story-queries';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { NativeSelect } from '../../../ui/native-select';
import { SearchField } from '../../../ui/search-field';
import { AreaPage, QueryStatus } from '../../areas/AreaPage';
import { editableFields, useAreaEditing } from '../../areas/area-editing';
import { StoryCard } from './StoryCard';
import { StoryForm } from './StoryForm';

type Editing = { id: number | null; fields: StoryFields };

const blank = (): StoryFields => ({ ...storyInputSchema.parse({ title: 'x' }), title: '' });

/** /story-memory-bank: the coach's stories, searchable by words, kind and tag. */
export default function StoriesScreen() {
  const stories = useStories();
  const avatars = useAvatars();
  const { save, remove } = useStoryActions();
  const { editing, setEditing, deleting, setDeleting } = useAreaEditing<Story, Editing>(() => ({
    id: null,
    fields: blank(),
  }));
  const [kind, setKind] = useState<StoryKind | ''>('');
  const [tag, setTag] = useState<string | null>(null);
  const [words, setWords] = useState('');
  const list = stories.data?.stories ?? [];
  const avatarList = avatars.data?.avatars ?? [];
  const avatarName = (id: number | null) => avatarList.find((a) => a.id === id)?.name ?? null;
  const tags = [...new Set(list.flatMap((s) => s.tags))].sort();
  const shown = list.filter(
    (s) =>
      (!kind || s.kind === kind) &&
      (!tag || s.tags.includes(tag)) &&
      (!words.trim() ||
        `${s.title}\n${storyText(s)}\n${s.person}\n${s.result}`
          .toLowerCase()
          .includes(words.trim().toLowerCase())),
  );

  if (editing) {
    return (
      <AreaPage
        title={editing.id === null ? 'New story' : `Editing “${editing.fields.title}”`}
        description="Tell it in parts: where they started, what got in the way, what changed, and what it taught you."
      >
        <StoryForm
          initial={editing.fields}
          avatars={avatarList}
          saving={save.isPending}
          onSave={async (fields) => {
            await save.mutateAsync({ id: editing.id, fields });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </AreaPage>
    );
  }

  return (
    <AreaPage
      title="Story Memory Bank"
      description="The stories that make you credible: where you came from, and what changed for your clients."
      actions={
        list.length > 0 && (
          <Button onClick={() => setEditing({ id: null, fields: blank() })}>
            <Plus aria-hidden="true" /> New Story
          </Button>
        )
      }
    >
      <QueryStatus query={stories} loading="Loading your stories..." />
      {stories.data && list.length === 0 && (
        <Card className="mx-auto flex max-w-2xl flex-col items-center gap-4 p-10 text-center">
          <BookOpen aria-hidden="true" className="size-10 text-indigo-300" />
          <h2 className="text-xl font-semibold">No stories saved yet.</h2>
          <p className="text-slate-600">
            A client’s before and after proves more than any claim. Keep your stories here, your own
            and your clients’ (with their consent), and use them on your pages.
          </p>
          <Button onClick={() => setEditing({ id: null, fields: blank() })}>
            Write your first story
          </Button>
        </Card>
      )}
      {list.length > 0 && (
        <>
          <div className="mb-4 flex flex-wrap items-center gap-2" role="search">
            <SearchField
              label="Search stories"
              placeholder="Search stories"
              value={words}
              onChange={setWords}
              className="w-64"
            />
            <NativeSelect
              aria-label="Kind"
              className="w-56 bg-white"
              value={kind}
              onChange={(e) => setKind(e.target.value as StoryKind | '')}
            >
              <option value="">All kinds</option>
              {STORY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {STORY_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
            {tags.map((t) => (
              <button
                key={t}
                type="button"
                aria-pressed={tag === t}
                onClick={() => setTag(tag === t ? null : t)}
                className={`rounded-full px-3 py-1 text-sm ${tag === t ? 'bg-slate-900 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'}`}
              >
                #{t}
              </button>
            ))}
          </div>
          {shown.length === 0 && (
            <p className="text-slate-600">No story matches. Clear the search or the filters.</p>
          )}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((story) => (
              <StoryCard
                key={story.id}
                story={story}
                avatarName={avatarName(story.avatarId)}
                onEdit={() => setEditing({ id: story.id, fields: editableFields(story) })}
                onDelete={() => setDeleting(story)}
              />
            ))}
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.title ?? 'this story'}”?`}
        description="The story is removed from your bank for good."
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </AreaPage>
  );
}
