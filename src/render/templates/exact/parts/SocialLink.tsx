import type { Element } from '../../../../model/website';
import { useElementProps } from '../../../element-props';
import { SafeLink } from '../../../SafeLink';
import { useFields } from '../../../useText';
import { glyphFor, SocialIcon } from '../../../site/SocialIcon';

/** An icon-and-label link; it takes the colour of the band it sits on. */
export function SocialLink({ element }: { element: Element }) {
  const props = useElementProps(
    element,
    'inline-flex min-h-12 items-center gap-2.5 rounded-full px-5 text-sm font-semibold text-current ring-1 ring-current/30 transition hover:bg-current/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-[var(--cs-accent)]',
  );
  const { text, show, shows } = useFields(element);
  if (!shows('label')) return null;
  const url = text('url');
  return (
    <SafeLink href={url} {...props}>
      <SocialIcon glyph={glyphFor(text('label'), url)} />
      {show('label')}
    </SafeLink>
  );
}
