import { useState } from 'react';
import type { Element } from '../../model/website';
import { useElementProps } from '../element-props';
import { useRender } from '../context';
import { safeHref } from '../SafeLink';
import { Placeholder } from '../Placeholder';
import { useFields } from '../useText';

/**
 * An image. With no address yet (or one that fails to load) the builder shows a labelled box;
 * visitors get nothing in its place.
 */
export function Image({ element, className }: { element: Element; className?: string }) {
  const props = useElementProps(element, className ?? 'w-full rounded-2xl object-cover');
  const { mode } = useRender();
  const { text } = useFields(element);
  const [failed, setFailed] = useState(false);
  const url = typeof element.content.url === 'string' ? element.content.url.trim() : '';
  const src = url ? safeHref(url) : '';
  const caption = typeof element.content.title === 'string' ? element.content.title : '';
  const alt = text('alt');
  if (!src || src === '#' || failed) {
    if (mode !== 'edit') return null;
    return (
      <div
        {...props}
        role="img"
        aria-label={alt}
        className={`${props.className} flex aspect-[4/3] items-center justify-center bg-slate-200 text-sm text-slate-500`}
      >
        <Placeholder text={alt || 'Image'} />
      </div>
    );
  }
  const img = <img src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} {...props} />;
  if (!caption) return img;
  return (
    <figure>
      {img}
      <figcaption className="mt-2 text-center text-sm text-slate-500">{caption}</figcaption>
    </figure>
  );
}
