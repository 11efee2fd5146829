import { ApiError, apiRequest } from '../../lib/api';
import type { BuilderTransport } from './state/builder-store';

/** The builder store's requests go through the app's one api helper. */
export const browserTransport: BuilderTransport = {
  send: (method, path, body, idempotencyKey) =>
    apiRequest<unknown>(path, { method, body, idempotencyKey }),
  statusOf: (error) => (error instanceof ApiError ? error.status : undefined),
  messageOf: (error) => {
    if (error instanceof ApiError) return error.userMessage ?? `error ${error.status}`;
    return 'no connection';
  },
};
