import type { ElementComponents } from '../types';
import { Button, TextLink } from './Button';
import { GradientText, RotatedHeading } from './Decorative';
import { Heading } from './Heading';
import { Image } from './Image';
import { TestimonialCard } from './TestimonialCard';
import { Text } from './Text';

/** The builder element types, as the five designs draw them by default. */
export const BUILDER_ELEMENTS: ElementComponents = {
  heading: ({ element }) => <Heading element={element} />,
  paragraph: ({ element }) => <Text element={element} className="text-lg leading-relaxed" />,
  button: ({ element }) => <Button element={element} />,
  link: ({ element }) => <TextLink element={element} />,
  image: ({ element }) => <Image element={element} />,
  'gradient-text': ({ element }) => <GradientText element={element} />,
  'rotated-heading': ({ element }) => <RotatedHeading element={element} />,
  'testimonial-card': ({ element }) => <TestimonialCard element={element} />,
};
