import type { Element } from '../../../model/website';
import { cn } from '../../cn';

const RESPONSIVE_SIZE = /^[a-z0-9]+:text-(xs|sm|base|lg|\d*xl|\[[^\]]+\])$/;
const RESPONSIVE_ALIGN = /^[a-z0-9]+:text-(left|center|right|justify|start|end)$/;

/**
 * The design's classes for an element, without the breakpoint sizes (or alignments) the coach has
 * overridden: their style classes carry no breakpoint, so a design's `md:text-6xl` would otherwise
 * win over the coach's chosen size on wider screens.
 */
export function fit(element: Element, ...classes: (string | false | undefined)[]): string {
  const { fontSize, textAlign } = element.styles;
  return cn(...classes)
    .split(' ')
    .filter(
      (c) => !(fontSize && RESPONSIVE_SIZE.test(c)) && !(textAlign && RESPONSIVE_ALIGN.test(c)),
    )
    .join(' ');
}
