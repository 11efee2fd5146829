import type { StarterSection } from '../types';

export const LEADERSHIP_COURSE_STARTER: readonly StarterSection[] = [];
