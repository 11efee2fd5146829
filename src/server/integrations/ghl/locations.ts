import { locationAnswer } from './shapes';
import { read } from './read';
import type { GhlCall } from './transport';

/** The location a token is for: proves the token and the location id together. */
export async function getLocation(call: GhlCall, locationId: string) {
  const answer = read(
    locationAnswer,
    await call({ method: 'GET', path: `/locations/${encodeURIComponent(locationId)}` }),
  );
  return { id: answer.location.id, name: answer.location.name };
}
