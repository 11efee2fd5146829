import type { StarterSection } from '../types';

export const DESIGN_STARTER: readonly StarterSection[] = [];
