import { z } from 'zod';
import { badRequest, wrongLocation } from '../errors';
import type { RouteRequest } from '../router';
import type { CustomFieldValue } from '../state';
import { providerId } from '../ids';

/** A token belongs to one location: any other location id is refused with 403. */
export function requireOwnLocation(request: RouteRequest, locationId: string) {
  if (locationId !== request.location.id) throw wrongLocation();
}

/**
 * The record with `id` in the token's location. A record of another location answers 403 (the
 * provider resolves the record's location before the token check); an unknown id answers 400 with
 * `{what} not found`, a BadRequestDTO as the OpenAPI lists for these operations.
 */
export function findOwned<T extends { id: string; locationId: string }>(
  request: RouteRequest,
  records: readonly T[],
  id: string,
  what: string,
): T {
  const record = records.find((r) => r.id === id);
  if (!record) throw badRequest(`${what} not found`);
  requireOwnLocation(request, record.locationId);
  return record;
}

/** `customFields` as the write operations take them: `{id or key, field_value}`. */
export const customFieldsInput = z.array(
  z.object({
    id: z.string().optional(),
    key: z.string().optional(),
    field_value: z.unknown().optional(),
    value: z.unknown().optional(),
  }),
);

export function toCustomFieldValues(
  input: z.infer<typeof customFieldsInput>,
  locationId: string,
): CustomFieldValue[] {
  return input.map((field) => ({
    id: field.id ?? providerId(`custom-field:${locationId}:${field.key ?? ''}`),
    value: String(field.field_value ?? field.value ?? ''),
  }));
}

/** A query-string number: digits only, as the provider's validator reads them. */
export const queryNumber = z.coerce.number().int();
