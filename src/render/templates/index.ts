import type { TemplateComponent } from '../types';
import { DESIGNS_TEMPLATES } from './designs';
import { EXACT_TEMPLATES } from './exact';
import { OFFERS_TEMPLATES } from './offers';

/** Template id -> the component that draws it. */
export const TEMPLATE_COMPONENTS: Record<string, TemplateComponent> = {
  ...EXACT_TEMPLATES,
  ...DESIGNS_TEMPLATES,
  ...OFFERS_TEMPLATES,
};
