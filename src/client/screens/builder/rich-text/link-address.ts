export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

const PLACE = /^#[A-Za-z][\w-]*$/;

/**
 * What a link in rich text may point to: a secure web address (https://…) or a place on the page
 * (#calendar). Anything else is refused with a reason a coach can act on.
 */
export function checkLinkAddress(input: string): LinkCheck {
  const value = input.trim();
  if (value === '') return { ok: false, message: 'Type an address for the link.' };
  if (value.startsWith('#')) {
    return PLACE.test(value)
      ? { ok: true, href: value }
      : { ok: false, message: 'A place on the page looks like #calendar (letters, no spaces).' };
  }
  if (/^http:\/\//i.test(value)) {
    return { ok: false, message: 'Use a secure address: https:// instead of http://.' };
  }
  if (!/^https:\/\//i.test(value)) {
    return {
      ok: false,
      message: 'Start the address with https:// (or use a place on the page like #calendar).',
    };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: 'That is not a web address. Check it and try again.' };
  }
  if (!url.hostname.includes('.') || /\s/.test(value)) {
    return { ok: false, message: 'That is not a web address. Check it and try again.' };
  }
  return { ok: true, href: url.href };
}
