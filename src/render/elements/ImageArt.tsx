import { useId } from 'react';
import { cn } from '../cn';

/** What an empty image slot shows: a portrait (a person) or a landscape (a place). */
export type ImageArtKind = 'person' | 'place';

/** The shape each kind of slot reserves, so nothing moves when the coach's photo arrives. */
export const ART_SIZE: Record<ImageArtKind, { width: number; height: number; aspect: string }> = {
  person: { width: 800, height: 1000, aspect: 'aspect-[4/5]' },
  place: { width: 1600, height: 1000, aspect: 'aspect-[8/5]' },
};

const SOFT = (colour: string, share: number) =>
  `color-mix(in oklab, var(${colour}) ${share}%, white)`;

function Person() {
  return (
    <>
      <circle cx="200" cy="215" r="150" fill="white" fillOpacity="0.12" />
      <circle cx="200" cy="200" r="66" fill="white" fillOpacity="0.85" />
      <path d="M70 500c0-105 58-170 130-170s130 65 130 170z" fill="white" fillOpacity="0.85" />
    </>
  );
}

function Place() {
  return (
    <>
      <circle cx="292" cy="78" r="30" fill="white" fillOpacity="0.8" />
      <path d="M0 190l95-95 70 55 95-100 140 140v60H0z" fill="white" fillOpacity="0.45" />
      <path d="M0 215l120-60 95 38 85-30 100 50v37H0z" fill="white" fillOpacity="0.75" />
    </>
  );
}

/**
 * A built-in illustration for an image slot the coach has not filled yet: a soft gradient in the
 * theme's colours with a figure or a landscape. Inline SVG, so it costs no request and no shift.
 */
export function ImageArt({
  kind,
  className,
  children,
  ...rest
}: {
  kind: ImageArtKind;
  className?: string;
  children?: React.ReactNode;
  'data-element-id'?: number;
  style?: React.CSSProperties;
}) {
  const gradient = `art${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const tall = kind === 'person';
  const [width, height] = tall ? [400, 500] : [400, 250];
  return (
    <div
      {...rest}
      data-image-art={kind}
      className={cn('relative overflow-hidden', ART_SIZE[kind].aspect, className)}
    >
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-0 size-full"
      >
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" style={{ stopColor: SOFT('--cs-primary', 75) }} />
            <stop offset="1" style={{ stopColor: SOFT('--cs-accent', 65) }} />
          </linearGradient>
        </defs>
        <rect width={width} height={height} fill={`url(#${gradient})`} />
        {tall ? <Person /> : <Place />}
      </svg>
      {children}
    </div>
  );
}
