import { apiErrorOf, apiRequest } from '../../lib/api';
import { newKeyPrefix } from '../../lib/idempotency-key';
import type { BuilderTransport } from './state/builder-store';

/**
 * The builder store's requests go through the app's one api helper, each marked with this tab's
 * editor id (the change stream then tells the other tabs, not this one).
 */
export function browserTransport(editorId: string = newKeyPrefix()): BuilderTransport & {
  editorId: string;
} {
  return {
    editorId,
    send: (method, path, body, idempotencyKey) =>
      apiRequest<unknown>(path, { method, body, idempotencyKey, editorId }),
    statusOf: (error) => apiErrorOf(error)?.status,
    messageOf: (error) => {
      const refused = apiErrorOf(error);
      if (refused) return refused.message ?? `error ${refused.status}`;
      return 'no connection';
    },
  };
}
