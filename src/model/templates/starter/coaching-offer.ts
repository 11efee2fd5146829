import type { StarterSection } from '../types';

export const COACHING_OFFER_STARTER: readonly StarterSection[] = [];
