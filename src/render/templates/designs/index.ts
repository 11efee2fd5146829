import type { TemplateComponent } from '../../types';

export const DESIGNS_TEMPLATES: Record<string, TemplateComponent> = {};
