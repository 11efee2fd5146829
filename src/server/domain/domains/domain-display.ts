/**
 * A stored domain as a coach reads it (issue 37): punycode labels (xn--bcher-kva.de) shown in
 * Unicode (bücher.de), as she typed them. Kept on the server because the browser has no built-in
 * way back from punycode; answers can carry both forms.
 * Groundwork only: not yet wired into routes, the Share tab or the door (issue 37).
 */
import { domainToUnicode } from 'node:url';

/** The Unicode form of a stored (ASCII) domain; the stored form itself if it cannot be read. */
export function shownDomain(domain: string): string {
  return domainToUnicode(domain) || domain;
}
