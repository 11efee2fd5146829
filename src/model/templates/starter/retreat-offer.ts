import type { StarterSection } from '../types';

export const RETREAT_OFFER_STARTER: readonly StarterSection[] = [];
