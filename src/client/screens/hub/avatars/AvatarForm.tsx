import { useId, useState, type FormEvent } from 'react';
import {
  AVATAR_LIMITS,
  BUSINESS_STAGES,
  BUSINESS_STAGE_LABELS,
  type AvatarFields,
  type Demographics,
} from '../../../../model/avatars/avatar';
import {
  AVATAR_FORM,
  avatarValueAt,
  type AvatarFieldDef,
} from '../../../../model/avatars/avatar-form';
import { saveFailed } from '../../../app/avatar-queries';
import { apiErrorOf } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChipListField } from '../../../ui/chip-list-field';
import { Input, Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { Textarea } from '../../../ui/textarea';
import { CompletenessMeter } from './CompletenessMeter';
import { EvidenceField, ObjectionsField } from './PairListField';

type Props = {
  initial: AvatarFields;
  title: string;
  saving: boolean;
  onSave: (fields: AvatarFields) => Promise<unknown>;
  onCancel: () => void;
};

function withValue(avatar: AvatarFields, path: string, value: unknown): AvatarFields {
  if (path.startsWith('demographics.')) {
    const key = path.slice('demographics.'.length) as keyof Demographics;
    return { ...avatar, demographics: { ...avatar.demographics, [key]: value } };
  }
  return { ...avatar, [path]: value };
}

/** Rows left empty are not the coach's words: they are dropped, not refused. */
function tidy(avatar: AvatarFields): AvatarFields {
  return {
    ...avatar,
    objections: avatar.objections.filter((o) => o.objection.trim() !== ''),
    evidence: avatar.evidence.filter((e) => e.claim.trim() !== ''),
  };
}

/** The first error the server gave for a field or anything inside it ("pains.2"). */
function errorFor(errors: Record<string, string>, path: string): string | undefined {
  const key = Object.keys(errors).find((k) => k === path || k.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

/**
 * The avatar form: grouped as a coach thinks about a client, with an example in every empty
 * field and lists as chips. What was typed stays when a save fails; the server's reasons show
 * under their fields.
 */
export function AvatarForm({ initial, title, saving, onSave, onCancel }: Props) {
  const formId = useId();
  const [avatar, setAvatar] = useState<AvatarFields>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (path: string, value: unknown) => setAvatar((a) => withValue(a, path, value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (avatar.name.trim() === '') {
      setErrors({ name: 'is required' });
      saveFailed();
      return;
    }
    setErrors({});
    try {
      await onSave(tidy(avatar));
    } catch (error) {
      setErrors({ ...(apiErrorOf(error)?.fields ?? {}) });
    }
  };

  const field = (def: AvatarFieldDef) => {
    const id = `${formId}-${def.path}`;
    const value = avatarValueAt(avatar, def.path);
    const error = errorFor(errors, def.path);
    const errorLine = error ? (
      <p id={`${id}-error`} className="text-sm text-red-700">
        {def.label} {error}
      </p>
    ) : null;
    const described = error ? `${id}-error` : undefined;
    switch (def.kind) {
      case 'list':
        return (
          <ChipListField
            key={def.path}
            label={def.label}
            example={def.example}
            items={value as string[]}
            onChange={(items) => set(def.path, items)}
            maxItems={AVATAR_LIMITS.listItems}
            maxLength={AVATAR_LIMITS.item}
            error={error}
          />
        );
      case 'objections':
        return (
          <ObjectionsField
            key={def.path}
            label={def.label}
            example={def.example}
            items={avatar.objections}
            onChange={(items) => set(def.path, items)}
            error={error}
          />
        );
      case 'evidence':
        return (
          <EvidenceField
            key={def.path}
            label={def.label}
            example={def.example}
            items={avatar.evidence}
            onChange={(items) => set(def.path, items)}
            error={error}
          />
        );
      case 'stage':
        return (
          <div key={def.path} className="grid gap-1.5">
            <Label htmlFor={id}>{def.label}</Label>
            <NativeSelect
              id={id}
              value={(value as string | null) ?? ''}
              onChange={(e) => set(def.path, e.target.value || null)}
            >
              <option value="">Not set</option>
              {BUSINESS_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {BUSINESS_STAGE_LABELS[stage]}
                </option>
              ))}
            </NativeSelect>
            {errorLine}
          </div>
        );
      case 'paragraph':
        return (
          <div key={def.path} className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor={id}>{def.label}</Label>
            <Textarea
              id={id}
              rows={3}
              value={value as string}
              maxLength={def.path === 'notes' ? AVATAR_LIMITS.notes : AVATAR_LIMITS.long}
              placeholder={`e.g. ${def.example}`}
              onChange={(e) => set(def.path, e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
            />
            {errorLine}
          </div>
        );
      default:
        return (
          <div key={def.path} className="grid gap-1.5">
            <Label htmlFor={id}>{def.label}</Label>
            <Input
              id={id}
              value={value as string}
              maxLength={def.path === 'name' ? AVATAR_LIMITS.name : AVATAR_LIMITS.short}
              placeholder={`e.g. ${def.example}`}
              onChange={(e) => set(def.path, e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              required={def.path === 'name'}
            />
            {errorLine}
          </div>
        );
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-6 lg:grid-cols-[1fr_16rem]"
      aria-label={title}
    >
      <div className="grid gap-6">
        {AVATAR_FORM.map((group) => (
          <Card key={group.title} className="p-5">
            <h2 className="text-lg font-semibold">{group.title}</h2>
            <p className="mb-4 text-sm text-slate-600">{group.hint}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              {group.fields.map((def) =>
                def.kind === 'list' || def.kind === 'objections' || def.kind === 'evidence' ? (
                  <div key={def.path} className="sm:col-span-2">
                    {field(def)}
                  </div>
                ) : (
                  field(def)
                ),
              )}
            </div>
          </Card>
        ))}
      </div>
      <aside className="lg:sticky lg:top-4 lg:self-start">
        <Card className="grid gap-4 p-5">
          <h2 className="font-semibold">{title}</h2>
          <CompletenessMeter avatar={avatar} />
          <div className="flex gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Avatar'}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          </div>
        </Card>
      </aside>
    </form>
  );
}
