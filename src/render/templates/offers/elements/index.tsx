import { Button } from '../../../elements/Button';
import { Heading } from '../../../elements/Heading';
import { Image } from '../../../elements/Image';
import { TestimonialCard } from '../../../elements/TestimonialCard';
import { Text } from '../../../elements/Text';
import type { ElementType } from '../../../../model/element-types';
import type { OfferElementType } from '../../../../model/templates/section-types';
import type { ElementComponent } from '../../../types';
import { AngledText, HighlightBox, Subheading } from './basic';
import { PricingCard, TestimonialQuote } from './coaching';
import { BonusItem, CourseModule, GuaranteeBadge, StatsCard } from './course';
import { InvestmentTier } from './InvestmentTier';
import { CohortInfo } from './CohortInfo';
import { ExecutiveTestimonial } from './ExecutiveTestimonial';
import { ExecutiveFeature, LeadershipPillar, TransformationMetric } from './leadership';
import { OfferLeadForm } from './OfferLeadForm';
import { PricingOption } from './PricingOption';
import { Countdown, InvestmentBox, RetreatDate, RetreatFeature } from './retreat';
import type { OfferElementComponent } from './tones';

/** The element drawn with fixed template classes, e.g. a hero paragraph in a larger size. */
export function styled<T extends ElementType>(
  Component: OfferElementComponent<T>,
  className: string,
): ElementComponent<T> {
  return function Styled({ element }) {
    return <Component element={element} className={className} />;
  };
}

const HeadingElement: ElementComponent = ({ element }) => <Heading element={element} />;
const ParagraphElement: ElementComponent = ({ element }) => (
  <Text element={element} className="text-lg leading-relaxed" />
);

/** Every element type the offer templates draw; the templates restyle some of them per section. */
export const OFFER_ELEMENTS = {
  heading: HeadingElement,
  paragraph: ParagraphElement,
  button: Button,
  image: ({ element }) => <Image element={element} className="w-full rounded-3xl object-cover" />,
  'testimonial-card': TestimonialCard,
  subheading: Subheading,
  'highlight-box': HighlightBox,
  'angled-text': AngledText,
  'pricing-card': PricingCard,
  'testimonial-quote': TestimonialQuote,
  'retreat-date': RetreatDate,
  'retreat-feature': RetreatFeature,
  'investment-box': InvestmentBox,
  countdown: Countdown,
  'course-module': CourseModule,
  'bonus-item': BonusItem,
  'stats-card': StatsCard,
  'pricing-option': PricingOption,
  'guarantee-badge': GuaranteeBadge,
  'leadership-pillar': LeadershipPillar,
  'transformation-metric': TransformationMetric,
  'executive-feature': ExecutiveFeature,
  'cohort-info': CohortInfo,
  'investment-tier': InvestmentTier,
  'executive-testimonial': ExecutiveTestimonial,
  'lead-form': OfferLeadForm,
} satisfies { [T in OfferElementType]: ElementComponent<T> };
