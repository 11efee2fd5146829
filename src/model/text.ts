import { z } from 'zod';

/** Characters PostgreSQL text and jsonb cannot hold: NUL and lone UTF-16 surrogates. */
function isStorable(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** A string a user typed, bounded and storable. */
export function text(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(isStorable, 'contains characters that cannot be stored');
}

export const SAFE_URL_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/** http, https, mailto, tel, or relative (path, anchor, query); anything else is refused. */
export function isSafeUrl(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  // Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:").
  const compact = trimmed.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  // No scheme: a path, an anchor, a query or a protocol-relative address, all http(s) in the end.
  if (!scheme) return true;
  return (SAFE_URL_SCHEMES as readonly string[]).includes(`${scheme.toLowerCase()}:`);
}

/** Characters no address a coach types needs, and that break headers or attributes built from one. */
const NEVER_IN_WEB_ADDRESS = /[\s"'`<>\\;,\u0000-\u001f\u007f]/;
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$|^\[[0-9a-f:.]+\]$/i;

/**
 * Why a link cannot be used, or null when it can: an http(s) (or protocol-relative) address must
 * parse and name a host, with nothing in it that could break out of a header or an attribute;
 * mailto, tel and page-relative links are checked for scheme only (tel: +1 555 0100 is fine).
 * The value is stored as typed, so what the coach sees is what is saved; this check guarantees
 * that every stored web address parses the same everywhere it is read.
 */
export function urlProblem(value: string): string | null {
  if (!isSafeUrl(value)) return 'must be an http, https, mailto, tel or relative link';
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const web = /^(https?:)?\/\//i.test(trimmed);
  if (!web) return /[<>"`]/.test(trimmed) ? 'must not contain quotes or angle brackets' : null;
  if (NEVER_IN_WEB_ADDRESS.test(trimmed)) {
    return 'must be a web address without spaces, quotes, commas or semicolons';
  }
  const parsed = parseWebAddress(trimmed);
  if (!parsed) return 'must be a full web address such as https://example.com/page';
  return null;
}

/** A web address as the browser will read it, or null when it does not parse or names no host. */
export function parseWebAddress(value: string): URL | null {
  try {
    const url = new URL(value.trim(), 'https://relative.invalid');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname || !HOST.test(url.hostname)) return null;
    if (url.hostname === 'relative.invalid') return null;
    return url;
  } catch {
    return null;
  }
}

/** An address of at most 2048 characters, refused with the reason problemOf gives. */
export function checkedWith(problemOf: (value: string) => string | null) {
  return text(2048).superRefine((value, ctx) => {
    const problem = problemOf(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** An address pasted without its scheme: a host name with a dot (a letter-only ending), then an optional port and path. */
const BARE_WEB_ADDRESS =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::[0-9]{1,5})?(?:[/?#][^\s]*)?$/i;

/** Schemes that run code or carry a whole document: never completed, always refused by name. */
const DANGEROUS_SCHEME = /^(javascript|data|vbscript|file|blob):/i;

/**
 * A web address as a coach pastes it, completed: 'calendly.com/jo/intro' (or
 * 'www.calendly.com/jo') becomes 'https://calendly.com/jo/intro'. Anything that is not a bare
 * host name (a scheme of any kind, a place on the page, a path, an email) is left as it is, so
 * javascript: or data: addresses are never completed into something else.
 */
export function completeWebAddress(value: string): string {
  const trimmed = value.trim();
  if (trimmed.includes('@') || !BARE_WEB_ADDRESS.test(trimmed)) return value;
  return `https://${trimmed}`;
}

/** Why a javascript:, data: (...) address is refused, named plainly, or null. */
export function dangerousSchemeProblem(value: string): string | null {
  // Browsers ignore ASCII control characters and whitespace inside a scheme ("java\tscript:").
  const scheme = DANGEROUS_SCHEME.exec(value.trim().replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
  return scheme
    ? `must not be a ${scheme.toLowerCase()}: address (it could run code); paste a web address such as https://example.com`
    : null;
}

/**
 * A link the coach types or pastes (every link field of the model): completed to https:// when
 * pasted without a scheme (completeWebAddress), then refused with the reason problemOf gives;
 * a javascript: or data: address is refused by name.
 */
export function webLinkWith(problemOf: (value: string) => string | null) {
  return text(2048)
    .transform(completeWebAddress)
    .superRefine((value, ctx) => {
      const problem = dangerousSchemeProblem(value) ?? problemOf(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/**
 * Any safe address: an image's address, and the check every link stored before linkProblem
 * (links.ts) passed, which content copied as stored (a duplicate, a restored version) still meets.
 */
export const urlValue = checkedWith(urlProblem);

/** Why a link that must be a full web address (https://, or http://) cannot be used, or null. */
export function webAddressProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^https?:\/\//i.test(trimmed)) return 'must start with https:// (or http://)';
  return urlProblem(trimmed);
}

/** A link that must be a full web address, http or https (the brand kit's website and profiles). */
export const webAddressValue = webLinkWith(webAddressProblem);

/** Why an address that must be a secure web page (https://...) cannot be used, or null when it can. */
export function httpsAddressProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!/^https:\/\//i.test(trimmed)) return 'must start with https://';
  return urlProblem(trimmed);
}

/** A link that must be a secure web page (https://...), e.g. a booking page to show in a frame. */
export const httpsAddressValue = webLinkWith(httpsAddressProblem);
