import { useState } from 'react';
import type { Element } from '../../model/website';
import { fileImage } from '../../model/files/image-url';
import { useRender } from '../context';
import { useElementProps } from '../element-props';
import { safeHref } from '../SafeLink';
import { useFields } from '../useText';
import { ART_SIZE, ImageArt, type ImageArtKind } from './ImageArt';

/** Templates show a picture at most half the page wide from the large breakpoint, else full width. */
const IMAGE_SIZES = '(min-width: 1024px) 50vw, 100vw';

/**
 * An image. Until the coach sets an address (or when it fails to load) the slot shows a built-in
 * illustration of a person or a place, in the same shape, so the page never looks broken.
 */
export function Image({
  element,
  className,
  art = 'person',
}: {
  element: Element;
  className?: string;
  art?: ImageArtKind;
}) {
  const props = useElementProps(element, className ?? 'w-full rounded-2xl object-cover');
  const { mode, topSectionIds } = useRender();
  const { text } = useFields(element);
  const [failed, setFailed] = useState(false);
  const url = typeof element.content.url === 'string' ? element.content.url.trim() : '';
  const src = url ? safeHref(url) : '';
  const alt = typeof element.content.alt === 'string' ? element.content.alt.trim() : '';
  const caption = typeof element.content.title === 'string' ? element.content.title : '';
  if (!src || src === '#' || failed) {
    return (
      <ImageArt kind={art} {...props}>
        {mode === 'edit' && (
          <span className="absolute inset-x-0 bottom-3 mx-auto w-fit rounded-full bg-white/90 px-3 py-1 text-xs font-medium text-slate-700 shadow-sm">
            {art === 'person' ? 'Add your photo' : 'Add a photo of the place'}
          </span>
        )}
      </ImageArt>
    );
  }
  // A picture from the coach's files comes in web-sized copies at its own size (decision 017).
  const copies = fileImage(url);
  const size = copies ?? ART_SIZE[art];
  const atTop = topSectionIds?.has(element.sectionId) ?? false;
  const img = (
    <img
      src={copies?.src ?? src}
      {...(copies ? { srcSet: copies.srcSet, sizes: IMAGE_SIZES } : {})}
      alt={alt || (mode === 'public' ? '' : text('alt'))}
      width={size.width}
      height={size.height}
      loading={atTop ? 'eager' : 'lazy'}
      {...(atTop ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      onError={() => setFailed(true)}
      {...props}
    />
  );
  if (!caption) return img;
  return (
    <figure>
      {img}
      <figcaption className="mt-2 text-center text-sm text-slate-500">{caption}</figcaption>
    </figure>
  );
}
