import type { Avatar } from '../../../../model/avatars/avatar';
import { STORY_KIND_LABELS, STORY_KINDS, type StoryKind } from '../../../../model/stories/story';
import { avatarOptions, SelectField } from '../../../ui/select-field';

const KIND_OPTIONS = STORY_KINDS.map((kind) => ({ value: kind, label: STORY_KIND_LABELS[kind] }));

/** The kind of a story (origin, client transformation...), as the bank and Storytelling ask it. */
export function StoryKindField(props: {
  label: string;
  value: StoryKind;
  onChange: (kind: StoryKind) => void;
}) {
  return <SelectField {...props} options={KIND_OPTIONS} />;
}

/** Which of the coach's avatars a story speaks to; `none` names the empty choice. */
export function StoryAvatarField(props: {
  label: string;
  none: string;
  avatars: readonly Avatar[];
  value: number | null;
  onChange: (avatarId: number | null) => void;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value === null ? '' : String(props.value)}
      options={[{ value: '', label: props.none }, ...avatarOptions(props.avatars)]}
      onChange={(value) => props.onChange(value ? Number(value) : null)}
    />
  );
}
