import { Save, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ContentItem } from '../../../../model/ai/content';
import type { Avatar } from '../../../../model/avatars/avatar';
import {
  JOURNEY_LIMITS,
  journeyGaps,
  journeyInputSchema,
  type JourneyFields,
  type Stage,
} from '../../../../model/journeys/journey';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Input, Label } from '../../../ui/input';
import { avatarOptions, SelectField } from '../../../ui/select-field';
import { SpinnerIcon } from '../../../ui/spinner-icon';
import { toast } from '../../../ui/toast-store';
import { StageCard } from './StageCard';

type Props = {
  id: number | null;
  initial: JourneyFields;
  avatars: Avatar[];
  library: ContentItem[];
  saving: boolean;
  onSave: (fields: JourneyFields) => Promise<unknown>;
  onDelete: (() => void) | null;
};

/** The map being edited: its name and avatar, what it is missing, and its six stages. */
export function JourneyEditor({ id, initial, avatars, library, saving, onSave, onDelete }: Props) {
  const [fields, setFields] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const nameId = useId();
  const changed = JSON.stringify(fields) !== JSON.stringify(saved);
  const present = new Set(library.map((item) => item.id));
  const gaps = journeyGaps(
    fields.stages.map((s) => ({ ...s, contentIds: s.contentIds.filter((c) => present.has(c)) })),
  );

  const setStage = (stage: Stage) =>
    setFields({ ...fields, stages: fields.stages.map((s) => (s.key === stage.key ? stage : s)) });

  const save = async () => {
    const parsed = journeyInputSchema.safeParse({
      ...fields,
      stages: fields.stages.map((s) => ({
        ...s,
        contentIds: s.contentIds.filter((c) => present.has(c)),
      })),
    });
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first?.path.includes('touchpoints') ? 'Every touchpoint needs a name.' : '';
      toast({
        title: 'Save Failed',
        description:
          where ||
          (first?.path[0] === 'name'
            ? 'Give the journey a name.'
            : 'Check the highlighted fields.'),
        kind: 'error',
      });
      return;
    }
    try {
      await onSave(parsed.data);
      setSaved(fields);
    } catch {
      // The toast says why; the edits stay on screen.
    }
  };

  return (
    <div className="grid gap-4">
      <Card className="grid gap-4 p-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={nameId}>Journey name</Label>
            <Input
              id={nameId}
              value={fields.name}
              maxLength={JOURNEY_LIMITS.name}
              aria-invalid={fields.name.trim() === ''}
              onChange={(e) => setFields({ ...fields, name: e.target.value })}
            />
          </div>
          <SelectField
            label="Customer avatar"
            className="grid gap-1"
            value={String(fields.avatarId)}
            options={avatarOptions(avatars)}
            onChange={(value) => setFields({ ...fields, avatarId: Number(value) })}
          />
        </div>
        <div>
          <h3 className="text-sm font-medium">Gaps</h3>
          {gaps.length === 0 ? (
            <p className="text-sm text-green-700">Every stage has content and a touchpoint.</p>
          ) : (
            <ul aria-label="Gaps" className="mt-1 flex flex-wrap gap-2">
              {gaps.map((gap) => (
                <li key={gap} className="rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-900">
                  {gap}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void save()} disabled={saving}>
            {saving ? <SpinnerIcon /> : <Save aria-hidden="true" />}
            {id === null ? 'Save Journey' : 'Save Changes'}
          </Button>
          {onDelete && (
            <Button variant="outline" onClick={onDelete}>
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          )}
          <span role="status" className="text-sm text-slate-600">
            {changed ? 'Unsaved changes' : id === null ? '' : 'All changes saved'}
          </span>
        </div>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        {fields.stages.map((stage) => (
          <StageCard key={stage.key} stage={stage} library={library} onChange={setStage} />
        ))}
      </div>
    </div>
  );
}
