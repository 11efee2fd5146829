import type { StarterSection } from '../types';

export const COURSE_OFFER_STARTER: readonly StarterSection[] = [];
