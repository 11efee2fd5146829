import { sortByPosition } from '../../../model/position';
import type { ElementType } from '../../../model/element-types';
import type { Element } from '../../../model/website';

/** The page's content column. */
export const CONTAINER = 'mx-auto w-full max-w-6xl px-5 sm:px-8';

/** Vertical rhythm shared by the body sections. */
export const SECTION_PAD = 'py-16 sm:py-20 lg:py-24';

/** A deep version of the theme's primary colour, for the hero, booking and footer bands. */
export const DEEP_BG = 'bg-[color:color-mix(in_oklab,var(--cs-primary)_58%,#0c0618)] text-white';
export const DEEPEST_BG = 'bg-[color:color-mix(in_oklab,var(--cs-primary)_30%,#07030f)] text-white';

/** Warm ivory and a whisper of the primary colour, for the light bands. */
export const IVORY_BG = 'bg-[#faf6f0] text-slate-800';
export const TINT_BG = 'bg-[color:color-mix(in_oklab,var(--cs-primary)_6%,white)] text-slate-800';

/** Section headings (h2). */
export const H2_CLASS = 'text-balance text-3xl sm:text-4xl lg:text-5xl';

/** Card headings (h3). */
export const H3_CLASS =
  'font-[family-name:var(--cs-heading-font)] text-xl font-bold leading-snug text-slate-900 sm:text-2xl';

/** The elements of the given types and the rest, each in ascending order. */
export function partition(
  elements: readonly Element[],
  types: readonly ElementType[],
): [Element[], Element[]] {
  const sorted = sortByPosition(elements);
  return [
    sorted.filter((e) => types.includes(e.type)),
    sorted.filter((e) => !types.includes(e.type)),
  ];
}

/** The first element of a type (the section's own heading) and everything else, in order. */
export function takeFirst(
  elements: readonly Element[],
  type: ElementType,
): [Element | undefined, Element[]] {
  const sorted = sortByPosition(elements);
  const first = sorted.find((e) => e.type === type);
  return [first, sorted.filter((e) => e !== first)];
}
