/**
 * A visitor as the rate limits count them: a keyed hash of their address (see `visitorOf`), never
 * the address itself, so no row of `rate_limits` says where anyone was. Only `visitorOf` makes one:
 * a plain address passed where a Visitor is expected is a type error.
 */
export type Visitor = string & { readonly visitorOf: unique symbol };

/**
 * The visitor at `address` (the request's address after TRUST_PROXY): its pseudonym under
 * SECRET_KEY (`services.secrets`), the same in every app process. A plain hash would not do: every
 * IPv4 address can be hashed in minutes to find which one a row stands for.
 */
export function visitorOf(
  secrets: { pseudonym: (text: string) => string },
  address: string,
): Visitor {
  return `v1.${secrets.pseudonym(`address:${address}`)}` as Visitor;
}
