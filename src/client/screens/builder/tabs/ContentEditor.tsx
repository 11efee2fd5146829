import { MousePointerClick } from 'lucide-react';
import type { Website } from '../../../../model/website';
import { Canvas } from '../canvas/Canvas';
import { ConflictList } from '../panels/ConflictList';
import type { DeviceId } from '../canvas/devices';
import { ElementProperties } from '../panels/ElementProperties';
import { SectionProperties } from '../panels/SectionProperties';
import { elementsIn } from '../panels/room';
import { StructurePanel } from '../panels/StructurePanel';
import { findElement, type Selection } from '../selection';
import type { BuilderState, BuilderStore } from '../state/builder-store';

type Props = {
  website: Website;
  state: BuilderState;
  store: BuilderStore;
  selection: Selection;
  onSelect: (selection: Selection) => void;
};

function Properties({ website, state, store, selection, onSelect }: Props) {
  if (selection?.kind === 'element') {
    const found = findElement(website, selection.id);
    if (found)
      return (
        <ElementProperties
          key={found.element.id}
          element={found.element}
          store={store}
          errors={state.invalidElements.get(found.element.id)}
        />
      );
  }
  if (selection?.kind === 'section') {
    const position = website.sections.findIndex((s) => s.id === selection.id);
    const section = website.sections[position];
    if (section) {
      return (
        <SectionProperties
          key={section.id}
          section={section}
          position={position}
          count={website.sections.length}
          template={website.template}
          elementsInWebsite={elementsIn(website)}
          store={store}
          onSelectElement={(id) => onSelect({ kind: 'element', id })}
        />
      );
    }
  }
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center text-slate-500">
      <MousePointerClick aria-hidden="true" className="size-8" />
      <p className="font-medium text-slate-700">Select a Section or Element</p>
      <p className="text-sm">Click anything on the page, or pick it in Website Structure.</p>
    </div>
  );
}

export function ContentEditor({ device, ...props }: Props & { device: DeviceId }) {
  return (
    // Side by side from lg; on a phone or tablet the three stack and the tab scrolls.
    <div className="grid grid-cols-1 lg:h-full lg:min-h-0 lg:grid-cols-[300px_minmax(0,1fr)_320px]">
      {/*
        Each panel is a stacking context (isolate), so Chrome keeps its painting when only another
        part of the window changed: a keystroke repaints the field and the page, not every row.
      */}
      <aside className="isolate max-h-[45vh] min-h-0 overflow-y-auto border-b border-border bg-white p-3 lg:max-h-none lg:border-r lg:border-b-0">
        <StructurePanel
          website={props.website}
          selection={props.selection}
          onSelect={props.onSelect}
          store={props.store}
        />
      </aside>
      <div className="h-[75vh] bg-slate-100 py-3 lg:h-auto lg:min-h-0">
        <Canvas
          website={props.website}
          selection={props.selection}
          onSelect={props.onSelect}
          store={props.store}
          device={device}
        />
      </div>
      <aside
        aria-label="Properties"
        className="isolate min-h-0 border-t border-border bg-white p-4 lg:overflow-y-auto lg:border-t-0 lg:border-l"
      >
        <ConflictList
          conflicts={props.state.conflicts}
          website={props.website}
          store={props.store}
          onSelect={props.onSelect}
        />
        <Properties {...props} />
      </aside>
    </div>
  );
}
