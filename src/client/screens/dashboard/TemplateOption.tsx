import { Flame } from 'lucide-react';
import type { TemplateSummary } from '../../../model/templates/types';

/** A template's name, with the fire icon and a 'Featured' mark when it is featured. */
export function TemplateName({ template }: { template: TemplateSummary }) {
  return (
    <span className="inline-flex items-center gap-2">
      {template.featured && <Flame aria-hidden="true" className="size-4 text-orange-500" />}
      <span>{template.name}</span>
      {template.featured && (
        <span className="rounded bg-orange-100 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-orange-700">
          Featured
        </span>
      )}
    </span>
  );
}
