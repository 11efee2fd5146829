import type { DesignId } from '../../../../model/templates/types';
import type { Skin } from '../skin';
import { ADVANCED } from './advanced';
import { BOLD } from './bold';
import { CLASSIC } from './classic';
import { ELEGANT } from './elegant';
import { MINIMAL } from './minimal';

export const SKINS: Record<DesignId, Skin> = {
  default: CLASSIC,
  advanced: ADVANCED,
  minimal: MINIMAL,
  bold: BOLD,
  elegant: ELEGANT,
};
