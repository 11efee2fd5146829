import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = { id: string; icon: LucideIcon; title: string; subtitle: ReactNode };

/** The heading every Share tab panel starts with: an icon, its title (the panel's label) and a line. */
export function PanelHeading({ id, icon: Icon, title, subtitle }: Props) {
  return (
    <div className="flex items-center gap-3">
      <span className="grid size-9 place-items-center rounded-lg bg-indigo-50 text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 id={id} className="text-base font-semibold">
          {title}
        </h3>
        <p className="text-sm text-slate-600">{subtitle}</p>
      </div>
    </div>
  );
}
