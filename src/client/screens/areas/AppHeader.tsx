import { CircleUser, Globe, Inbox, LayoutGrid, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useMe, useSignOut } from '../../app/session';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../../ui/button';
import { toast } from '../../ui/toast-store';

/** A header link: a ghost button, marked while its screen is open; full width in the phone's menu. */
const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    buttonVariants({ variant: 'ghost', size: 'sm' }),
    'h-11 justify-start text-sm md:h-8 md:justify-center md:text-xs',
    isActive && 'bg-slate-100 text-slate-900',
  );

/**
 * The app's header beside the builder: the way back to the websites, the Content Hub, the lead
 * inbox, the account and Sign out. Under the `md` width they fold into a Menu button, which opens
 * them as a list below it; Escape, a choice or a click elsewhere closes it.
 */
export function AppHeader({ className }: { className?: string }) {
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Where the menu was opened: a choice made (another screen) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const navId = useId();

  // A click or a tap anywhere outside the header closes it too, and Escape, which puts the focus
  // back on the Menu button.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const leave = async () => {
    try {
      await signOut.mutateAsync();
      navigate('/signin', { replace: true });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not sign out. Please try again.',
        kind: 'error',
      });
    }
  };

  return (
    <header
      ref={header}
      className={cn(
        'relative mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 pt-6 sm:px-6',
        className,
      )}
    >
      <NavLink to="/" end className={linkClass}>
        <Globe aria-hidden="true" /> Your websites
      </NavLink>
      <button
        ref={menuButton}
        type="button"
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'ml-auto h-11 md:hidden')}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />} Menu
      </button>
      <nav
        id={navId}
        aria-label="Main"
        className={cn(
          'basis-full flex-col gap-1 border-t border-border pt-2 md:ml-auto md:flex md:basis-auto md:flex-row md:flex-wrap md:items-center md:border-0 md:pt-0',
          open ? 'flex' : 'hidden',
        )}
      >
        <NavLink to="/hub" className={linkClass}>
          <LayoutGrid aria-hidden="true" /> Content Hub
        </NavLink>
        <NavLink to="/leads" className={linkClass}>
          <Inbox aria-hidden="true" /> Leads
        </NavLink>
        {me.data && (
          <>
            {/* The account screen says who it is itself. */}
            {pathname !== '/account' && (
              <span className="hidden px-2 text-sm text-slate-600 lg:inline">
                Signed in as <span className="font-medium text-slate-900">{me.data.name}</span>
              </span>
            )}
            <NavLink to="/account" className={linkClass}>
              <CircleUser aria-hidden="true" /> Account
            </NavLink>
            <button
              type="button"
              className={linkClass({ isActive: false })}
              disabled={signOut.isPending}
              onClick={() => void leave()}
            >
              <LogOut aria-hidden="true" /> Sign out
            </button>
          </>
        )}
      </nav>
    </header>
  );
}
