import { AlertTriangle } from 'lucide-react';
import type { ContentItem } from '../../../../model/ai/content';
import { JOURNEY_LIMITS, STAGES, type Stage } from '../../../../model/journeys/journey';
import { Card } from '../../../ui/card';
import { ChipListField } from '../../../ui/chip-list-field';
import { ContentPicker } from './ContentPicker';
import { TouchpointRows } from './TouchpointRows';

type Props = { stage: Stage; library: ContentItem[]; onChange: (stage: Stage) => void };

/** One stage of the journey: what the avatar asks and feels, where they meet the coach, what serves them. */
export function StageCard({ stage, library, onChange }: Props) {
  const prompt = STAGES.find((s) => s.key === stage.key)?.prompt ?? '';
  const kept = stage.contentIds.filter((id) => library.some((item) => item.id === id));
  return (
    <Card role="region" aria-label={stage.name} className="grid content-start gap-4 p-5">
      <div>
        <h3 className="text-lg font-semibold">{stage.name}</h3>
        <p className="text-sm text-slate-600">{prompt}</p>
      </div>
      {kept.length === 0 && (
        <p className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          No content serves this stage yet.
        </p>
      )}
      <ChipListField
        label="Questions they ask"
        example="Will this work for someone like me?"
        items={stage.questions}
        onChange={(questions) => onChange({ ...stage, questions })}
        maxItems={JOURNEY_LIMITS.items}
        maxLength={JOURNEY_LIMITS.item}
      />
      <ChipListField
        label="What they feel"
        example="Sceptical, but hopeful"
        items={stage.feelings}
        onChange={(feelings) => onChange({ ...stage, feelings })}
        maxItems={JOURNEY_LIMITS.items}
        maxLength={JOURNEY_LIMITS.item}
      />
      <TouchpointRows
        stageName={stage.name}
        touchpoints={stage.touchpoints}
        onChange={(touchpoints) => onChange({ ...stage, touchpoints })}
      />
      <ContentPicker
        stageName={stage.name}
        library={library}
        chosen={stage.contentIds}
        onChange={(contentIds) => onChange({ ...stage, contentIds })}
      />
    </Card>
  );
}
