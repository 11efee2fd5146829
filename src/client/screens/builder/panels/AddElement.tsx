import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { ELEMENT_TYPES, type ElementType } from '../../../../model/element-types';
import { acceptedElements } from '../../../../model/templates/catalogue';
import type { Section } from '../../../../model/website';
import { useLimits } from '../../../app/limits';
import { BlockedReason, useBlockedReason } from '../../../ui/blocked-reason';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import type { BuilderStore } from '../state/builder-store';
import { addNewElement } from '../state/add-new-element';
import { elementBlockedBy } from './room';

type Props = {
  section: Section;
  template: string;
  /** Elements in the whole website, for its limit. */
  elementsInWebsite: number;
  store: BuilderStore;
  onAdded: (id: number) => void;
};

/** The palette: only the element types this section accepts in this template. */
export function AddElement({ section, template, elementsInWebsite, store, onAdded }: Props) {
  const id = useId();
  const blockedBy = elementBlockedBy(section, elementsInWebsite, useLimits());
  const blocked = useBlockedReason(blockedBy);
  const accepted = acceptedElements(template, section.type);
  const [type, setType] = useState<ElementType | ''>(accepted[0] ?? '');
  if (accepted.length === 0) return null;
  const add = () => {
    if (!type || blockedBy) return;
    const elementId = addNewElement(store, section, type);
    onAdded(elementId);
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Add an element to this section</Label>
      <div className="flex gap-2">
        <NativeSelect
          id={id}
          className="w-full"
          value={type}
          onChange={(e) => setType(e.target.value as ElementType)}
        >
          {accepted.map((t) => (
            <option key={t} value={t}>
              {ELEMENT_TYPES[t].label}
            </option>
          ))}
        </NativeSelect>
        <Button onClick={add} variant="secondary" {...blocked.control}>
          <Plus aria-hidden="true" /> Add element
        </Button>
      </div>
      <BlockedReason {...blocked.note} className="text-xs" />
    </div>
  );
}
