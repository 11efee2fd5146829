import type { DesignId, StarterSection } from '../types';
import { ADVANCED_STARTER } from './designs/advanced';
import { BOLD_STARTER } from './designs/bold';
import { CLASSIC_STARTER } from './designs/classic';
import { ELEGANT_STARTER } from './designs/elegant';
import { MINIMAL_STARTER } from './designs/minimal';

/** Each of the five designs' own starter page, written for the kind of coach its look suits. */
export const DESIGN_STARTERS: Readonly<Record<DesignId, readonly StarterSection[]>> = {
  default: CLASSIC_STARTER,
  advanced: ADVANCED_STARTER,
  minimal: MINIMAL_STARTER,
  bold: BOLD_STARTER,
  elegant: ELEGANT_STARTER,
};
