import { AlertTriangle, Check } from 'lucide-react';
import type { BrandKit } from '../../../../model/brand/brand-kit';
import { brandTextPairs } from '../../../../model/brand/brand-contrast';
import { formatRatio, MIN_TEXT_CONTRAST } from '../../../../model/colour-contrast';

/**
 * Every colour pair the kit uses for text, a sample of it and its contrast ratio; a pair under
 * 4.5:1 is flagged as hard to read.
 */
export function ContrastChecks({ colors }: { colors: BrandKit['colors'] }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">Contrast of text</h3>
      <ul className="grid gap-2" aria-label="Contrast of text">
        {brandTextPairs(colors).map((pair) => (
          <li key={pair.use} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md border border-border font-semibold"
              style={{ color: pair.foreground, background: pair.background }}
            >
              Aa
            </span>
            <span className="grid min-w-0 gap-0.5">
              <span>
                <span className="font-medium">{pair.use}</span>{' '}
                <span className="text-slate-600">({pair.colours})</span>
              </span>
              <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                <span className="font-mono" data-contrast-ratio>
                  {formatRatio(pair.ratio)}
                </span>
                {pair.low ? (
                  <span className="flex items-center gap-1.5 text-xs font-medium text-amber-800">
                    <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
                    Hard to read: under {MIN_TEXT_CONTRAST}:1. Choose a darker or lighter colour.
                  </span>
                ) : (
                  <Check aria-label="Readable" className="size-4 text-emerald-700" />
                )}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
