import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { templateFor } from '../../../../model/templates/catalogue';
import { starterSection } from '../../../../model/templates/starter-website';
import type { Website } from '../../../../model/website';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/textarea';
import type { Selection } from '../selection';
import type { BuilderStore } from '../state/builder-store';
import { nextTempId } from '../state/temp-ids';
import { elementLabel } from './element-label';
import { RowActions } from './RowActions';
import { SortableList } from './SortableList';

type Props = {
  website: Website;
  selection: Selection;
  onSelect: (s: Selection) => void;
  store: BuilderStore;
};

function AddSection({ website, store, onSelect }: Omit<Props, 'selection'>) {
  const id = useId();
  const template = templateFor(website.template);
  const types = Object.entries(template.sectionTypes);
  const [type, setType] = useState(types[0]?.[0] ?? '');
  const add = () => {
    const starter = template.starter.find((s) => s.type === type) ?? {
      type,
      name: template.sectionTypes[type]?.label ?? type,
      elements: [],
    };
    const section = starterSection(starter, website.id, website.sections.length, nextTempId);
    store.dispatch({ type: 'add-section', section });
    onSelect({ kind: 'section', id: section.id });
  };
  return (
    <div className="grid gap-1.5 border-t border-border pt-3">
      <Label htmlFor={id}>Add a section</Label>
      <div className="flex gap-2">
        <NativeSelect id={id} value={type} onChange={(e) => setType(e.target.value)}>
          {types.map(([value, def]) => (
            <option key={value} value={value}>
              {def.label}
            </option>
          ))}
        </NativeSelect>
        <Button variant="secondary" onClick={add}>
          <Plus aria-hidden="true" /> Add section
        </Button>
      </div>
    </div>
  );
}

/** 'Website Structure': sections (name, type, element count) with their elements, to select and arrange. */
export function StructurePanel({ website, selection, onSelect, store }: Props) {
  const isSelected = (kind: 'section' | 'element', id: number) =>
    selection?.kind === kind && selection.id === id;
  const rowClass = (selected: boolean) =>
    cn(
      'min-w-0 flex-1 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
      selected && 'bg-secondary text-secondary-foreground ring-1 ring-indigo-300',
    );
  return (
    <nav aria-label="Website Structure" className="grid gap-3">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        Website Structure
      </h2>
      <SortableList
        items={website.sections}
        label={(s) => `section ${s.name}`}
        onMove={(id, toIndex) => store.dispatch({ type: 'move-section', sectionId: id, toIndex })}
      >
        {(section, index) => (
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1">
            <div className="flex min-w-0 items-center gap-1">
              <button
                type="button"
                className={rowClass(isSelected('section', section.id))}
                aria-pressed={isSelected('section', section.id)}
                onClick={() => onSelect({ kind: 'section', id: section.id })}
              >
                <span className="block truncate font-medium">{section.name || section.type}</span>
                <span className="block text-xs text-slate-500">
                  {section.type} · {section.elements.length}{' '}
                  {section.elements.length === 1 ? 'element' : 'elements'}
                </span>
              </button>
              <RowActions
                label={`section ${section.name}`}
                index={index}
                count={website.sections.length}
                onMove={(toIndex) =>
                  store.dispatch({ type: 'move-section', sectionId: section.id, toIndex })
                }
                onDelete={() => store.dispatch({ type: 'delete-section', sectionId: section.id })}
              />
            </div>
            <div className="ml-3 min-w-0 border-l border-border pl-1">
              <SortableList
                items={section.elements}
                label={(e) => elementLabel(e)}
                onMove={(id, toIndex) =>
                  store.dispatch({ type: 'move-element', elementId: id, toIndex })
                }
              >
                {(element, elementIndex) => (
                  <div className="flex min-w-0 items-center gap-1">
                    <button
                      type="button"
                      className={cn(
                        rowClass(isSelected('element', element.id)),
                        'truncate text-xs',
                      )}
                      aria-pressed={isSelected('element', element.id)}
                      onClick={() => onSelect({ kind: 'element', id: element.id })}
                    >
                      {elementLabel(element)}
                    </button>
                    <RowActions
                      label={elementLabel(element)}
                      index={elementIndex}
                      count={section.elements.length}
                      onMove={(toIndex) =>
                        store.dispatch({ type: 'move-element', elementId: element.id, toIndex })
                      }
                      onDelete={() =>
                        store.dispatch({ type: 'delete-element', elementId: element.id })
                      }
                    />
                  </div>
                )}
              </SortableList>
            </div>
          </div>
        )}
      </SortableList>
      <AddSection website={website} store={store} onSelect={onSelect} />
    </nav>
  );
}
