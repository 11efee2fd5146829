import { ELEMENT_TYPE_NAMES } from '../../../model/element-types';
import type { Element } from '../../../model/website';
import { ElementList } from '../../ElementList';
import { Button, TextLink } from '../../elements/Button';
import { GradientText, RotatedHeading } from '../../elements/Decorative';
import { Heading } from '../../elements/Heading';
import { Image } from '../../elements/Image';
import { TestimonialCard } from '../../elements/TestimonialCard';
import { Text } from '../../elements/Text';
import type { ElementComponents } from '../../types';
import { Badge } from './parts/Badge';
import { ExactLeadForm } from './parts/ExactLeadForm';
import { GenericElement } from './parts/GenericElement';
import { ListItem } from './parts/ListItem';
import { OfferCard } from './parts/OfferCard';
import { PointCard } from './parts/PointCard';
import { SocialLink } from './parts/SocialLink';

const GENERIC: ElementComponents = Object.fromEntries(
  ELEMENT_TYPE_NAMES.map((type) => [type, GenericElement]),
);

/**
 * How any element is drawn where its section's layout has no place for it: every registered type
 * has a component here, so only a type outside the registry reads 'Unknown element type: {type}'.
 * Text takes the colour of the band it sits on.
 */
export const FALLBACK_ELEMENTS: ElementComponents = {
  ...GENERIC,
  heading: ({ element }) => <Heading element={element} as="h3" className="text-2xl sm:text-3xl" />,
  subheading: ({ element }) => (
    <Text element={element} className="text-xl font-semibold leading-snug" />
  ),
  paragraph: ({ element }) => <Text element={element} className="text-lg leading-relaxed" />,
  button: ({ element }) => <Button element={element} />,
  link: ({ element }) => <TextLink element={element} className="text-current" />,
  image: ({ element }) => <Image element={element} />,
  'gradient-text': ({ element }) => <GradientText element={element} />,
  'rotated-heading': ({ element }) => <RotatedHeading element={element} />,
  'testimonial-card': ({ element }) => (
    <TestimonialCard element={element} className="text-slate-800" />
  ),
  badge: ({ element }) => <Badge element={element} />,
  point: ({ element }) => <PointCard element={element} />,
  'list-item': ({ element }) => <ListItem element={element} as="p" />,
  'offer-card': ({ element }) => <OfferCard element={element} />,
  'lead-form': ({ element }) => <ExactLeadForm element={element} />,
  'social-link': ({ element }) => <SocialLink element={element} />,
};

/** Elements drawn in order with the given components, falling back to the ones above. */
export function Elements({
  elements,
  components = FALLBACK_ELEMENTS,
}: {
  elements: readonly Element[];
  components?: ElementComponents;
}) {
  if (elements.length === 0) return null;
  return (
    <ElementList elements={elements} components={components} unknownLabel="Unknown element type" />
  );
}
