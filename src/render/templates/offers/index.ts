import type { TemplateComponent } from '../../types';
import { CoachingOffer } from './coaching/CoachingOffer';
import { CourseOffer } from './course/CourseOffer';
import { LeadershipCourse } from './leadership/LeadershipCourse';
import { RetreatOffer } from './retreat/RetreatOffer';

export const OFFERS_TEMPLATES: Record<string, TemplateComponent> = {
  'coaching-offer': CoachingOffer,
  'retreat-offer': RetreatOffer,
  'course-offer': CourseOffer,
  'leadership-course': LeadershipCourse,
};
