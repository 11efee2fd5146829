import type { TemplateComponent } from '../../types';

export const OFFERS_TEMPLATES: Record<string, TemplateComponent> = {};
