import { BUSINESS_STAGE_LABELS, type Avatar } from '../../../../../model/avatars/avatar';
import { useAvatarActions } from '../../../../app/avatar-queries';
import { Card } from '../../../../ui/card';
import { avatarOptions, SelectField } from '../../../../ui/select-field';

type Props = { avatar: Avatar; avatars: Avatar[] };

/** Who the copy is written for (the spec's summary card), and a switch to another avatar. */
export function AvatarSummary({ avatar, avatars }: Props) {
  const { select } = useAvatarActions();
  const d = avatar.demographics;
  const facts = [
    ['Occupation', d.occupation || d.profession],
    ['Age', d.age],
    ['Location', d.location],
    ['Business stage', d.businessStage && BUSINESS_STAGE_LABELS[d.businessStage]],
    ['Industry', d.industry],
  ].filter(([, value]) => value);
  return (
    <Card className="grid gap-4 p-5">
      <div>
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Writing for</p>
        <h2 className="text-lg font-semibold">{avatar.name}</h2>
      </div>
      {facts.length > 0 && (
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {avatars.length > 1 && (
        <SelectField
          label="Switch avatar"
          className="grid gap-1"
          value={String(avatar.id)}
          options={avatarOptions(avatars)}
          disabled={select.isPending}
          onChange={(value) => select.mutate(Number(value))}
        />
      )}
      <a
        href="/customer-avatars"
        target="_blank"
        rel="noopener"
        className="text-sm text-indigo-700 underline"
      >
        Edit avatars
      </a>
    </Card>
  );
}
