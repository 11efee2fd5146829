import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { cn } from '../../lib/cn';
import { DEVICES, type DeviceId } from './canvas/devices';

const ICONS = { desktop: Monitor, tablet: Tablet, phone: Smartphone } as const;

type Props = { device: DeviceId; onChange: (device: DeviceId) => void };

/** Desktop, tablet or phone: the width the canvas draws the page at. */
export function DeviceSwitch({ device, onChange }: Props) {
  return (
    <div
      role="group"
      aria-label="Page width"
      className="flex items-center rounded-md border border-border bg-slate-50 p-0.5"
    >
      {DEVICES.map((d) => {
        const Icon = ICONS[d.id];
        const on = d.id === device;
        return (
          <button
            key={d.id}
            type="button"
            aria-label={d.label}
            aria-pressed={on}
            title={`${d.label} · ${d.width} px`}
            onClick={() => onChange(d.id)}
            className={cn(
              'flex h-7 items-center gap-1.5 rounded px-2 text-xs font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              on &&
                'bg-white text-indigo-700 shadow-sm ring-1 ring-slate-200 hover:text-indigo-700',
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="hidden xl:inline">{d.label}</span>
          </button>
        );
      })}
    </div>
  );
}
