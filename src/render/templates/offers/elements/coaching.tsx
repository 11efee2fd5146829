import { Quote } from 'lucide-react';
import { cn } from '../../../cn';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import { CardButton } from './CardButton';
import { HEADING_FONT, type OfferElementProps } from './tones';

/** A coaching package: name, price, what it holds and a button to the booking calendar. */
export function PricingCard({ element, className }: OfferElementProps<'pricing-card'>) {
  const props = useElementProps(
    element,
    cn(
      'flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-7 text-left text-slate-800 shadow-sm lg:p-8',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return (
    <article {...props}>
      <span
        aria-hidden="true"
        className="mb-5 block h-1.5 w-12 rounded-full bg-[var(--cs-accent)]"
      />
      {shows('title') && (
        <h3 className={cn(HEADING_FONT, 'text-xl font-bold text-slate-900')}>{show('title')}</h3>
      )}
      {shows('price') && (
        <p
          className={cn(
            HEADING_FONT,
            'mt-4 text-4xl font-extrabold tracking-tight text-[var(--cs-primary)]',
          )}
        >
          {show('price')}
        </p>
      )}
      <p className="mt-4 flex-1 leading-relaxed text-slate-600">{show('description')}</p>
      {shows('buttonText') && <CardButton element={element}>{show('buttonText')}</CardButton>}
    </article>
  );
}

/** A large pull quote; it takes its colours from the section around it. */
export function TestimonialQuote({ element, className }: OfferElementProps<'testimonial-quote'>) {
  const props = useElementProps(element, cn('mx-auto max-w-3xl text-center', className));
  const { show, shows } = useFields(element);
  return (
    <figure {...props}>
      <Quote aria-hidden="true" className="mx-auto size-12 text-[var(--cs-accent)]" />
      {shows('text') && (
        <blockquote
          className={cn(HEADING_FONT, 'mt-6 text-2xl leading-snug font-medium md:text-3xl')}
        >
          “{show('text')}”
        </blockquote>
      )}
      {shows('author') && (
        <figcaption className="mt-8 text-sm font-semibold tracking-widest uppercase">
          — {show('author')}
        </figcaption>
      )}
    </figure>
  );
}
