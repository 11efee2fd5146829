import { CrmError } from '../crm/crm-port';
import { httpError, HUBSPOT, retryAfterMs } from './errors';
import { hubspotClient, type HubSpotTransport } from './transport';

/** What GET /account-info/v3/details answers that Coachsite uses. */
type AccountDetails = { portalId?: unknown; portalName?: unknown };

/**
 * Proves a private app's token by reading its portal: its id, and its name when HubSpot gives one
 * (`portalName`, newer than the v3 details; 'HubSpot account <id>' otherwise). The client has no
 * typed API for this, so it goes through `apiRequest`, which answers every status as is.
 */
export async function connectAccount(
  transport: HubSpotTransport,
  baseUrl: string,
  token: string,
  now: () => number,
): Promise<{ id: string; name: string }> {
  const client = hubspotClient(baseUrl, token);
  const details = await transport.call(null, async () => {
    const response = await client.apiRequest({ method: 'GET', path: '/account-info/v3/details' });
    const text = await response.text();
    if (!response.ok) {
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      const failure = { code: response.status, body: text, headers };
      throw httpError(
        failure,
        response.status === 429 ? retryAfterMs(headers, 10_000, now()) : null,
      );
    }
    try {
      return JSON.parse(text) as AccountDetails;
    } catch {
      throw new CrmError(HUBSPOT, response.status, 'answer is not JSON', null);
    }
  });
  if (typeof details.portalId !== 'number' && typeof details.portalId !== 'string') {
    throw new CrmError(HUBSPOT, 200, 'answer has no portalId', null);
  }
  const id = String(details.portalId);
  const name =
    typeof details.portalName === 'string' && details.portalName.trim()
      ? details.portalName.trim()
      : `HubSpot account ${id}`;
  return { id, name };
}
