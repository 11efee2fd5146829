import { cn } from '../../../cn';
import { useElementProps } from '../../../element-props';
import { useFields } from '../../../useText';
import { ACCENT_TINT, HEADING_FONT, type OfferElementProps } from './tones';

/** A section's supporting headline; it is the section's h2 where it appears. */
export function Subheading({ element, className }: OfferElementProps<'subheading'>) {
  const props = useElementProps(
    element,
    cn(
      HEADING_FONT,
      'text-3xl font-bold leading-tight tracking-tight text-balance md:text-4xl',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return shows('text') ? <h2 {...props}>{show('text')}</h2> : null;
}

/** A call-out box with an accent rule down its side. */
export function HighlightBox({ element, className }: OfferElementProps<'highlight-box'>) {
  const props = useElementProps(
    element,
    cn(
      'rounded-r-2xl border-l-4 border-[var(--cs-accent)] p-6 text-lg leading-relaxed font-medium text-slate-800 md:p-8 md:text-xl',
      ACCENT_TINT,
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return shows('text') ? <p {...props}>{show('text')}</p> : null;
}

/** A short label on a tilted ribbon with notched ends. */
export function AngledText({ element, className }: OfferElementProps<'angled-text'>) {
  const props = useElementProps(
    element,
    cn(
      'w-fit max-w-full -rotate-2 bg-[var(--cs-accent)] px-7 py-2 text-sm font-bold uppercase tracking-wider text-slate-900',
      '[clip-path:polygon(0_0,100%_0,calc(100%-0.75rem)_50%,100%_100%,0_100%,0.75rem_50%)]',
      className,
    ),
  );
  const { show, shows } = useFields(element);
  return shows('text') ? <p {...props}>{show('text')}</p> : null;
}
