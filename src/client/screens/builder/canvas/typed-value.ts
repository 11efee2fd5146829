import { NAME_TOKEN } from '../../../../model/coach-name';
import { escapeHtml } from '../../../../render/field-markup';
import { loadSanitizer, sanitizeRichText, sanitizerLoaded } from '../../../../render/sanitize';

/**
 * Plain text typed on the canvas as the field stores it: the no-break spaces the browser puts in
 * to keep a trailing space visible become spaces, and a one-line field keeps to one line.
 */
export function plainValue(textContent: string, multiline: boolean): string {
  const spaced = textContent.replace(/\u00a0/g, ' ');
  return multiline ? spaced : spaced.replace(/[\r\n]+/g, ' ');
}

/**
 * Rich text typed on the canvas as the field stores it: through the same allow-list as every
 * heading, no-break spaces as spaces, and nothing at all when no words are left (the browser
 * leaves a lone <br> behind when everything is deleted).
 */
export function richValue(innerHtml: string): string {
  const clean = sanitizeRichText(innerHtml).replace(/&nbsp;|\u00a0/g, ' ');
  const words = clean.replace(/<[^>]*>/g, '').trim();
  return words === '' ? '' : clean;
}

/**
 * Runs `paste` at once when sanitize-html has loaded, else as soon as it has: pasted markup (from
 * another app: styles, paragraphs) needs the full sanitiser to keep its formatting, and the
 * builder loads it only after its first paint (render/sanitize-browser.ts). If it cannot load,
 * `paste` runs anyway, with the words alone.
 */
export function whenSanitizerLoaded(paste: () => void): void {
  if (sanitizerLoaded()) return paste();
  void loadSanitizer().then(paste, paste);
}

/**
 * The canvas shows the coach's name where a field says {name}; what they type back keeps the
 * token wherever the name still shows, so changing the name later changes it there too.
 */
export function keepNameToken(
  source: string,
  typed: string,
  coachName: string,
  rich: boolean,
): string {
  if (!source.includes(NAME_TOKEN) || coachName === '') return typed;
  return typed.split(rich ? escapeHtml(coachName) : coachName).join(NAME_TOKEN);
}
