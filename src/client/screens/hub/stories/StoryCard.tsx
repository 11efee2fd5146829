import { Lock, Pencil, Trash2 } from 'lucide-react';
import {
  canPublishStory,
  STORY_KIND_LABELS,
  storyText,
  type Story,
} from '../../../../model/stories/story';
import { Button } from '../../../ui/button';
import { Badge, Card } from '../../../ui/card';
import { TurnIntoPost } from '../TurnIntoPost';

type Props = { story: Story; avatarName: string | null; onEdit: () => void; onDelete: () => void };

/** One story in the bank: its kind, the start of it, its result and tags, and whether it may go live. */
export function StoryCard({ story, avatarName, onEdit, onDelete }: Props) {
  const told = storyText(story);
  return (
    <Card className="flex flex-col gap-3 p-5" role="article" aria-label={story.title}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="secondary">{STORY_KIND_LABELS[story.kind]}</Badge>
        {!canPublishStory(story) && (
          <Badge tone="featured" title="No consent to publish: it stays in your bank">
            <Lock aria-hidden="true" className="mr-1 inline size-3" /> Private
          </Badge>
        )}
      </div>
      <h2 className="text-lg font-semibold">{story.title}</h2>
      {told && <p className="line-clamp-3 text-sm text-slate-700">{told}</p>}
      <p className="text-xs text-slate-500">
        {[story.person, story.result, avatarName && `for ${avatarName}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {story.tags.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {story.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${story.title}`}>
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </Button>
        {/* Only a story she may publish (her own, or with the person's consent) can be a post. */}
        {canPublishStory(story) && <TurnIntoPost kind="story" id={story.id} title={story.title} />}
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${story.title}`}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </Card>
  );
}
