import { TEMPLATES } from '../../../model/templates/catalogue';
import type { TemplateComponent } from '../../types';
import { designTemplate } from './DesignTemplate';

/**
 * The five builder designs by catalogue id: 'coach' (default, the classic), 'coach-advanced',
 * 'coach-minimal', 'coach-bold' and 'coach-elegant', each drawn in the design the catalogue names.
 */
export const DESIGNS_TEMPLATES: Record<string, TemplateComponent> = Object.fromEntries(
  TEMPLATES.flatMap((t) => (t.design ? [[t.id, designTemplate(t.design)] as const] : [])),
);
