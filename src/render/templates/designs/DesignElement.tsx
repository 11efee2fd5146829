import { isElementOf, type Element } from '../../../model/website';
import { useElementProps } from '../../element-props';
import { Button, BUTTON_CLASS, TextLink } from '../../elements/Button';
import { Heading, HeadingText } from '../../elements/Heading';
import { Image } from '../../elements/Image';
import { LeadForm } from '../../elements/LeadForm';
import { leadFormLook } from '../../elements/lead-form-parts';
import { TestimonialCard } from '../../elements/TestimonialCard';
import { Text } from '../../elements/Text';
import { cn } from '../../cn';
import { useFields } from '../../useText';
import { fit } from './classes';
import { useDesign } from './context';
import type { Place } from './skin';

type Tag = 'h1' | 'h2' | 'h3' | 'p';
type Props = { element: Element; place: Place };

const HEADING_BASE = 'text-balance';
const TAP = 'inline-flex min-h-12 items-center';
const LEAD_FORM_BOX =
  'w-full max-w-xl rounded-3xl bg-white p-6 text-left text-slate-800 shadow-xl ring-1 ring-slate-900/5 sm:p-8';

/** A builder element drawn in the design's classes for where it sits and the surface below it. */
export function DesignElement({ element, place }: Props) {
  const { skin, surface, titleId, compact, heroTag = 'h1' } = useDesign();
  const title = element.id === titleId && place !== 'header' && place !== 'card';
  const titleTag = place === 'hero' ? heroTag : 'h2';
  const titleSize = place === 'hero' ? cn(skin.h1, compact && 'lg:text-5xl xl:text-6xl') : skin.h2;
  const tone = place === 'card' ? skin.cardTone : surface.tone;
  switch (element.type) {
    case 'heading':
      if (place === 'header') return <Brand element={element} className={skin.brand} />;
      return (
        <Heading
          element={element}
          as={title ? titleTag : 'h3'}
          className={fit(element, HEADING_BASE, title ? titleSize : skin.h3)}
        />
      );
    case 'paragraph': {
      const size = place === 'hero' ? skin.lead : place === 'header' ? 'text-sm' : skin.body;
      const look = place === 'card' ? skin.cardText : cn(size, surface.muted, 'max-w-2xl');
      return <Text element={element} className={fit(element, look)} />;
    }
    case 'button':
      return <Button element={element} className={fit(element, skin.button[tone])} />;
    case 'link':
      return (
        <TextLink
          element={element}
          className={fit(element, TAP, place === 'header' ? skin.nav : skin.link[tone])}
        />
      );
    case 'image':
      return (
        <Image
          element={element}
          art={place === 'card' ? 'place' : 'person'}
          className={
            place === 'header' ? 'h-12 w-auto' : cn(skin.image, place === 'card' && 'aspect-[4/3]')
          }
        />
      );
    case 'gradient-text':
    case 'rotated-heading': {
      const gradient = element.type === 'gradient-text';
      const look = gradient
        ? cn(
            'bg-gradient-to-r bg-clip-text pb-1 font-extrabold text-transparent',
            skin.gradient[tone],
          )
        : cn(
            'inline-block -rotate-2 bg-[var(--cs-accent)] px-4 py-1 font-extrabold uppercase text-slate-900',
            skin.rotated,
          );
      const size = title
        ? titleSize
        : place === 'header' || place === 'card'
          ? 'text-lg'
          : gradient
            ? 'text-2xl md:text-4xl'
            : 'text-sm md:text-base';
      return (
        <Statement
          element={element}
          as={title ? titleTag : 'p'}
          className={fit(element, HEADING_BASE, look, size)}
        />
      );
    }
    case 'testimonial-card':
      return <TestimonialCard element={element} className={cn('h-full text-left', skin.quote)} />;
    case 'lead-form':
      if (!isElementOf(element, 'lead-form')) return null;
      // A white card on any surface, so it takes the design's light-surface button.
      return (
        <LeadForm
          element={element}
          look={leadFormLook({
            box: cn(LEAD_FORM_BOX, place !== 'card' && skin.cardAlign === 'center' && 'mx-auto'),
            heading: cn(skin.h3, 'text-slate-900'),
            button: cn(BUTTON_CLASS, skin.button.light),
          })}
        />
      );
    default:
      return null;
  }
}

/** The brand name in the header bar: the heading's markup or text, as a paragraph. */
function Brand({ element, className }: { element: Element; className: string }) {
  return <HeadingText element={element} as="p" className={className} />;
}

/** Gradient text or a rotated heading: a section title when nothing else titles it, else a kicker. */
function Statement({
  element,
  as: Tag,
  className,
}: {
  element: Element;
  as: Tag;
  className: string;
}) {
  const props = useElementProps(
    element,
    `font-[family-name:var(--cs-heading-font)] leading-tight ${className}`,
  );
  const { show, shows } = useFields(element);
  return shows('text') ? <Tag {...props}>{show('text')}</Tag> : null;
}
