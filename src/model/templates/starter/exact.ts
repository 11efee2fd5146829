import type { StarterSection } from '../types';

export const EXACT_STARTER: readonly StarterSection[] = [];
