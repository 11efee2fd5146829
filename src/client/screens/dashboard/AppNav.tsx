import { Inbox, LayoutGrid } from 'lucide-react';
import { NavLink } from 'react-router';
import { buttonVariants } from '../../ui/button';
import { AccountMenu } from './AccountMenu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${buttonVariants({ variant: 'ghost', size: 'sm' })}${isActive ? ' bg-slate-100 text-slate-900' : ''}`;

/** The app's header links beside the builder: the Content Hub, the lead inbox, the account. */
export function AppNav() {
  return (
    <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
      <NavLink to="/hub" className={linkClass}>
        <LayoutGrid aria-hidden="true" /> Content Hub
      </NavLink>
      <NavLink to="/leads" className={linkClass}>
        <Inbox aria-hidden="true" /> Leads
      </NavLink>
      <AccountMenu />
    </nav>
  );
}
