/**
 * A coach's own AI key is sent to her provider, and a provider may say it back in its error
 * ("Incorrect API key provided: ..."), raw or encoded: inside a JSON string, URL-encoded, in
 * base64 (an echoed Authorization header), in hex, HTML-escaped. What the provider said reaches
 * the operator's log and the coach's answers only through `withoutKey`, which takes out every
 * such form, and says nothing at all when some long run of the key is still there.
 */

/** The shortest run of the key that may not be left in what is shown (the whole of a short key). */
const RUN = 16;

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** Each character escaped as JSON's \uXXXX, as some encoders write every non-letter. */
function unicodeEscaped(key: string, upper: boolean): string {
  return [...key]
    .map((c) => {
      if (/[A-Za-z0-9]/.test(c)) return c;
      const code = c.charCodeAt(0).toString(16).padStart(4, '0');
      return `\\u${upper ? code.toUpperCase() : code}`;
    })
    .join('');
}

/** As HTML escapes it, with and without the apostrophe (encoders differ on it). */
function htmlEscaped(key: string): string[] {
  const escaped = key
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return [escaped, escaped.replace(/'/g, '&#39;'), escaped.replace(/'/g, '&#x27;')];
}

/**
 * The base64 of the key wherever it sits in what was encoded: the key's bytes start at one of
 * three offsets in a 3-byte group, and for each the whole groups inside the key encode the same.
 */
function base64Runs(key: string): string[] {
  const bytes = utf8(key);
  const runs: string[] = [];
  for (let skip = 0; skip < 3; skip += 1) {
    const whole = Math.floor((bytes.length - skip) / 3) * 3;
    if (whole <= 0) continue;
    const run = bytes.subarray(skip, skip + whole).toString('base64');
    runs.push(run, run.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return runs;
}

/** Every form in which `key` may come back, longest first (so none is left half replaced). */
export function keyEchoes(key: string): string[] {
  const json = JSON.stringify(key).slice(1, -1);
  const forms = [
    key,
    json,
    json.replace(/\//g, '\\/'),
    JSON.stringify(json).slice(1, -1),
    unicodeEscaped(key, false),
    unicodeEscaped(key, true),
    encodeURIComponent(key),
    encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (c) => c.toLowerCase()),
    new URLSearchParams({ k: key }).toString().slice(2),
    encodeURI(key),
    ...htmlEscaped(key),
    utf8(key).toString('hex'),
    utf8(key).toString('hex').toUpperCase(),
    ...base64Runs(key),
  ];
  return [...new Set(forms.filter((form) => form.length > 0))].sort((a, b) => b.length - a.length);
}

/** Every run of RUN characters of each form (the whole of a shorter one). */
function runsOf(forms: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (const form of forms) {
    if (form.length <= RUN) runs.add(form);
    for (let at = 0; at + RUN <= form.length; at += 1) runs.add(form.slice(at, at + RUN));
  }
  return runs;
}

/** Whether `text` holds one of the runs (one pass over the text, however long). */
function holdsRun(text: string, runs: Set<string>): boolean {
  const lengths = new Set([...runs].map((run) => run.length));
  for (const length of lengths) {
    for (let at = 0; at + length <= text.length; at += 1) {
      if (runs.has(text.slice(at, at + length))) return true;
    }
  }
  return false;
}

/**
 * `text` with every echo of `key` replaced by `placeholder`; null when part of the key, or of one
 * of its forms, is still in it (cut short, or a form not foreseen), so that the caller says a
 * fixed sentence instead.
 */
export function withoutKey(
  text: string,
  key: string | null | undefined,
  placeholder: string,
): string | null {
  if (!key) return text;
  const forms = keyEchoes(key);
  let cleaned = text;
  for (const form of forms) cleaned = cleaned.split(form).join(placeholder);
  return holdsRun(cleaned, runsOf(forms)) ? null : cleaned;
}
