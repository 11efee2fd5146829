import type { ReactNode } from 'react';
import type { Element } from '../../../../model/website';
import { buttonHref } from '../../../button-link';
import { cn } from '../../../cn';
import { BUTTON_CLASS } from '../../../elements/Button';
import { SafeLink } from '../../../SafeLink';

/** A card's call to action: it leads where the card's button link says, else to the booking calendar. */
export function CardButton({
  element,
  children,
  className,
}: {
  element: Element;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SafeLink href={buttonHref(element)} className={cn(BUTTON_CLASS, 'mt-8 w-full', className)}>
      {children}
    </SafeLink>
  );
}
