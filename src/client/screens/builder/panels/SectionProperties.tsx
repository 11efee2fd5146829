import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { Section } from '../../../../model/website';
import { Button } from '../../../ui/button';
import { Input, Label } from '../../../ui/input';
import type { BuilderStore } from '../state/builder-store';
import { AddElement } from './AddElement';
import { InsertStory } from './InsertStory';

type Props = {
  section: Section;
  position: number;
  count: number;
  template: string;
  /** Elements in the whole website, for its limit. */
  elementsInWebsite: number;
  store: BuilderStore;
  onSelectElement: (id: number) => void;
};

/** The section's order is typed as a number: whole numbers move the section there, anything else is refused. */
function OrderField({
  section,
  position,
  count,
  store,
}: Omit<Props, 'template' | 'elementsInWebsite' | 'onSelectElement'>) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? String(position + 1);
  const valid = /^\d+$/.test(value.trim()) && Number(value) >= 1;
  const commit = () => {
    if (draft === null) return;
    if (valid)
      store.dispatch({
        type: 'move-section',
        sectionId: section.id,
        toIndex: Math.min(Number.parseInt(value, 10), count) - 1,
      });
    setDraft(null);
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Order (1 is the top of the page)</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={count}
        step={1}
        value={value}
        aria-invalid={valid ? undefined : true}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      {!valid && (
        <p role="alert" className="text-xs text-destructive">
          Enter a whole number from 1 to {count}.
        </p>
      )}
    </div>
  );
}

export function SectionProperties({
  section,
  position,
  count,
  template,
  elementsInWebsite,
  store,
  onSelectElement,
}: Props) {
  const nameId = useId();
  const titleId = useId();
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold">Section</h2>
        <Button
          size="sm"
          variant="ghost"
          className="text-destructive"
          onClick={() => store.dispatch({ type: 'delete-section', sectionId: section.id })}
        >
          <Trash2 aria-hidden="true" /> Delete section
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>Name</Label>
        <Input
          id={nameId}
          value={section.name}
          maxLength={120}
          onChange={(e) =>
            store.dispatch({
              type: 'edit-section',
              sectionId: section.id,
              changes: { name: e.target.value },
            })
          }
          onBlur={store.sealEdit}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={titleId}>Title</Label>
        <Input
          id={titleId}
          value={section.title ?? ''}
          maxLength={500}
          placeholder="Shown by templates that title their sections"
          onChange={(e) =>
            store.dispatch({
              type: 'edit-section',
              sectionId: section.id,
              changes: { title: e.target.value || null },
            })
          }
          onBlur={store.sealEdit}
        />
      </div>
      <p className="text-sm text-slate-600">
        Type: <span className="font-medium text-slate-900">{section.type}</span> ·{' '}
        {section.elements.length} elements
      </p>
      <OrderField section={section} position={position} count={count} store={store} />
      <AddElement
        section={section}
        template={template}
        elementsInWebsite={elementsInWebsite}
        store={store}
        onAdded={onSelectElement}
      />
      <InsertStory
        section={section}
        template={template}
        elementsInWebsite={elementsInWebsite}
        store={store}
        onAdded={onSelectElement}
      />
    </div>
  );
}
