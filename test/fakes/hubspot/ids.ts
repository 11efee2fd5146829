import { createHash } from 'node:crypto';

/**
 * A private app access token as HubSpot issues them: `pat-`, the data centre (`na1`), then a
 * UUID. The same label gives the same token.
 */
export function privateAppToken(label: string): string {
  const hex = createHash('sha256').update(`fake-hubspot:${label}`).digest('hex');
  return `pat-na1-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * HubSpot's record ids are numeric strings, unique within an object type; these start where a
 * young portal's might, and count up.
 */
export const FIRST_IDS = { contacts: 51, deals: 9001, notes: 40001 } as const;
