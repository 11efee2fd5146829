import type { TemplateComponent } from '../../types';

export const EXACT_TEMPLATES: Record<string, TemplateComponent> = {};
