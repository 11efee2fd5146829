import { LayoutList, PanelRight, Smartphone } from 'lucide-react';
import { cn } from '../../lib/cn';

export type PhonePanel = 'structure' | 'page' | 'properties';

const PANELS = [
  { id: 'structure', label: 'Structure', Icon: LayoutList },
  { id: 'page', label: 'Page', Icon: Smartphone },
  { id: 'properties', label: 'Properties', Icon: PanelRight },
] as const;

type Props = { panel: PhonePanel; onPanel: (panel: PhonePanel) => void };

/** On a phone or tablet the Content Editor shows one panel at a time: this picks which. */
export function PanelSwitch({ panel, onPanel }: Props) {
  return (
    <div
      role="group"
      aria-label="Show"
      className="grid shrink-0 grid-cols-3 gap-1 border-b border-border bg-white p-1.5 lg:hidden"
    >
      {PANELS.map(({ id, label, Icon }) => (
        <button
          key={id}
          type="button"
          aria-pressed={panel === id}
          onClick={() => onPanel(id)}
          className={cn(
            'flex h-10 items-center justify-center gap-1.5 rounded-md text-sm font-medium text-slate-700 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            panel === id &&
              'bg-indigo-50 text-indigo-800 ring-1 ring-indigo-300 hover:bg-indigo-50',
          )}
        >
          <Icon aria-hidden="true" className="size-4" /> {label}
        </button>
      ))}
    </div>
  );
}
