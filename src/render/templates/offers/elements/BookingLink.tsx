import type { ReactNode } from 'react';
import { cn } from '../../../cn';
import { BUTTON_CLASS } from '../../../elements/Button';

/** A card's call to action: these elements carry no link field, so it opens the booking calendar. */
export function BookingLink({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <a href="#calendar" className={cn(BUTTON_CLASS, 'mt-8 w-full', className)}>
      {children}
    </a>
  );
}
