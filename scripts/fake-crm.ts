/**
 * A fake CRM for trying the CRM tab without an account. `npm run fake-crm` starts a fake
 * GoHighLevel: paste the printed key and location id into the CRM tab of an app started with the
 * printed GHL_API_URL. `npm run fake-crm -- hubspot` starts a fake HubSpot and prints its address
 * and private app token instead.
 */
import { startFakeGhl } from '../test/fakes/ghl-server';
import { startFakeHubSpot } from '../test/fakes/hubspot-server';

const PROVIDERS = ['ghl', 'hubspot'] as const;
const provider = process.argv[2] ?? 'ghl';
if (!(PROVIDERS as readonly string[]).includes(provider)) {
  console.error(`Usage: npm run fake-crm [-- ${PROVIDERS.join('|')}] (not "${provider}")`);
  process.exit(1);
}

const port = Number(process.env.FAKE_CRM_PORT ?? 5055);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`FAKE_CRM_PORT must be a port number, not "${process.env.FAKE_CRM_PORT ?? ''}"`);
  process.exit(1);
}

const log = (
  request: { method: string; path: string; query: Record<string, string> },
  status: unknown,
) => {
  const query = new URLSearchParams(request.query).toString();
  console.log(`${request.method} ${request.path}${query ? `?${query}` : ''} -> ${String(status)}`);
};

let close: () => Promise<void>;
if (provider === 'hubspot') {
  const fake = await startFakeHubSpot({
    port,
    onRequest: (request) => log(request, request.status),
  });
  close = fake.close;
  console.log(`Fake HubSpot (${fake.portalName}, portal ${fake.portalId}) is listening. Start the app with:

  HUBSPOT_API_URL=${fake.url}

then choose HubSpot in the CRM tab and paste its private app access token:

  ${fake.token}

Everything is kept in memory and forgotten when it stops (Ctrl+C).
`);
} else {
  const fake = await startFakeGhl({
    port,
    onRequest: (request) => log(request, request.status),
  });
  close = fake.close;
  console.log(`Fake GoHighLevel (${fake.locationName}) is listening. Start the app with:

  GHL_API_URL=${fake.url}

and paste these into the CRM tab:

  API key:     ${fake.apiKey}
  Location ID: ${fake.locationId}

Everything is kept in memory and forgotten when it stops (Ctrl+C).
`);
}

const stop = () => {
  void close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
