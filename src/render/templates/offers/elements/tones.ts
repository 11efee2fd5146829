import type { ReactNode } from 'react';
import type { ElementType } from '../../../../model/element-types';
import type { ElementOf } from '../../../../model/website';

/** Every offer element component: the element, plus template classes merged over its own. */
export type OfferElementProps<T extends ElementType = ElementType> = {
  element: ElementOf<T>;
  className?: string;
};
export type OfferElementComponent<T extends ElementType = ElementType> = (
  props: OfferElementProps<T>,
) => ReactNode;

/** Theme-aware colour classes; the theme's colours arrive as CSS variables. */
export const HEADING_FONT = 'font-[family-name:var(--cs-heading-font)]';
/** A pale, opaque wash of the primary colour, for badges and chips. */
export const PRIMARY_TINT = 'bg-[color-mix(in_srgb,var(--cs-primary)_9%,white)]';
/** A pale, opaque wash of the accent colour. */
export const ACCENT_TINT = 'bg-[color-mix(in_srgb,var(--cs-accent)_14%,white)]';
/** The accent darkened enough to read as text on white or on ACCENT_TINT. */
export const ACCENT_INK = 'text-[color-mix(in_srgb,var(--cs-accent)_50%,black)]';
