import type { Route } from '../router';
import { locationView } from '../views';
import { requireOwnLocation } from './scope';

export const locationRoutes: Route[] = [
  {
    // The connection check. There is no stats operation: totals come from the contacts list's
    // meta.total and from counting calendar events (crm/README.md).
    method: 'GET',
    path: '/locations/:locationId',
    handle(request) {
      requireOwnLocation(request, request.params.locationId ?? '');
      return { status: 200, body: { location: locationView(request.location) } };
    },
  },
];
