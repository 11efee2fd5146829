import type { TemplateComponent } from '../../types';
import { ExactTemplate } from './ExactTemplate';

export const EXACT_TEMPLATES: Record<string, TemplateComponent> = { 'coach-exact': ExactTemplate };
