import { createHash } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function digest(label: string): Buffer {
  return createHash('sha256').update(`fake-ghl:${label}`).digest();
}

/** A 20-character alphanumeric id like the provider's (`ve9EPM428h8vShlRW1KT`), the same for the same label. */
export function providerId(label: string): string {
  const bytes = digest(label);
  let id = '';
  for (let i = 0; i < 20; i++) id += ALPHANUMERIC[(bytes[i] ?? 0) % ALPHANUMERIC.length];
  return id;
}

/** A UUID-shaped id, as the provider uses for pipeline stages. */
export function uuidLike(label: string): string {
  const hex = digest(label).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** A Private Integration Token as the provider issues them (`pit-` and a UUID). */
export function privateIntegrationToken(label: string): string {
  return `pit-${uuidLike(`token:${label}`)}`;
}
