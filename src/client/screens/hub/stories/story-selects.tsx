import { useId } from 'react';
import type { Avatar } from '../../../../model/avatars/avatar';
import { STORY_KIND_LABELS, STORY_KINDS, type StoryKind } from '../../../../model/stories/story';
import { Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';

/** The kind of a story (origin, client transformation...), as the bank and Storytelling ask it. */
export function StoryKindField(props: {
  label: string;
  value: StoryKind;
  onChange: (kind: StoryKind) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <NativeSelect
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as StoryKind)}
      >
        {STORY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {STORY_KIND_LABELS[kind]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Which of the coach's avatars a story speaks to; `none` names the empty choice. */
export function StoryAvatarField(props: {
  label: string;
  none: string;
  avatars: readonly Avatar[];
  value: number | null;
  onChange: (avatarId: number | null) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <NativeSelect
        id={id}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">{props.none}</option>
        {props.avatars.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
