import type { TemplateId } from '../../model/templates/catalogue';
import type { TemplateComponent } from '../types';
import { DesignPage } from './designs/DesignTemplate';
import { ExactTemplate } from './exact/ExactTemplate';
import { CoachingOffer } from './offers/coaching/CoachingOffer';
import { CourseOffer } from './offers/course/CourseOffer';
import { LeadershipCourse } from './offers/leadership/LeadershipCourse';
import { RetreatOffer } from './offers/retreat/RetreatOffer';

/** Template id -> the component that draws it; every catalogue id needs one. */
export const TEMPLATE_COMPONENTS = {
  'coach-exact': ExactTemplate,
  coach: DesignPage,
  'coach-advanced': DesignPage,
  'coach-minimal': DesignPage,
  'coach-bold': DesignPage,
  'coach-elegant': DesignPage,
  'coaching-offer': CoachingOffer,
  'retreat-offer': RetreatOffer,
  'course-offer': CourseOffer,
  'leadership-course': LeadershipCourse,
} satisfies Record<TemplateId, TemplateComponent>;
