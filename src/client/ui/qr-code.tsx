import { create } from 'qrcode';
import { useMemo } from 'react';
import { cn } from '../lib/cn';

/** Light modules around the symbol, so phone cameras find its edges (the standard asks for 4). */
const QUIET_ZONE = 4;

type QrShape = { path: string; extent: number };

/** The dark modules as one SVG path: each horizontal run of dark modules is one rectangle. */
function qrShape(value: string): QrShape | null {
  try {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const parts: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      let col = 0;
      while (col < modules.size) {
        if (!modules.get(row, col)) {
          col++;
          continue;
        }
        const start = col;
        while (col < modules.size && modules.get(row, col)) col++;
        const run = col - start;
        parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`);
      }
    }
    return { path: parts.join(''), extent: modules.size + QUIET_ZONE * 2 };
  } catch {
    return null;
  }
}

type Props = {
  value: string;
  /** What a screen reader announces, e.g. 'QR code for the public preview link'. */
  label: string;
  /** Width and height in CSS pixels. */
  size?: number;
  className?: string;
};

/** A QR code of `value`, drawn as crisp SVG (no canvas, no network), `size` px square. */
export function QrCode({ value, label, size = 150, className }: Props) {
  const shape = useMemo(() => qrShape(value), [value]);
  if (!shape) {
    return (
      <div
        role="img"
        aria-label={`${label} (unavailable)`}
        style={{ width: size, height: size }}
        className={cn(
          'grid place-items-center rounded-md border border-dashed border-border p-2 text-center text-xs text-slate-500',
          className,
        )}
      >
        QR code unavailable
      </div>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${shape.extent} ${shape.extent}`}
      shapeRendering="crispEdges"
      data-value={value}
      className={cn('shrink-0 rounded-md border border-border bg-white', className)}
    >
      <rect width={shape.extent} height={shape.extent} fill="#ffffff" />
      <path d={shape.path} fill="#0f172a" />
    </svg>
  );
}
