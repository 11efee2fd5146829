import { TrendingUp } from 'lucide-react';
import { cn } from '../../../cn';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import { HEADING_FONT, type OfferElementProps } from './tones';

export function ExecutiveTestimonial({
  element,
  className,
}: OfferElementProps<'executive-testimonial'>) {
  const props = useElementProps(
    element,
    cn(
      'flex h-full flex-col gap-6 rounded-3xl bg-white p-8 text-left shadow-sm ring-1 ring-slate-200',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  const byline = shows('initial') || shows('author') || shows('title');
  return (
    <figure {...props}>
      {shows('result') && (
        <p className="flex w-fit items-center gap-2 rounded-full bg-slate-100 px-3 py-1.5 text-sm font-semibold text-slate-800">
          <TrendingUp aria-hidden="true" className="size-4 shrink-0 text-[var(--cs-accent)]" />
          {show('result')}
        </p>
      )}
      {shows('text') && (
        <blockquote className={cn(HEADING_FONT, 'text-xl leading-relaxed text-slate-900')}>
          “{show('text')}”
        </blockquote>
      )}
      {byline && (
        <figcaption className="mt-auto flex items-center gap-4 border-t border-slate-200 pt-6">
          {shows('initial') && (
            <span
              aria-hidden="true"
              className={cn(
                HEADING_FONT,
                'flex size-12 shrink-0 items-center justify-center rounded-full bg-[var(--cs-primary)] text-lg font-bold text-white',
              )}
            >
              {show('initial')}
            </span>
          )}
          <span>
            {shows('author') && (
              <span className="block font-semibold text-slate-900">{show('author')}</span>
            )}
            {shows('title') && (
              <span className="block text-sm text-slate-600">{show('title')}</span>
            )}
          </span>
        </figcaption>
      )}
    </figure>
  );
}
