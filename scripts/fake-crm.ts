/**
 * A fake GoHighLevel for trying the CRM tab without an account: `npm run fake-crm`, then paste
 * the printed key and location id into the CRM tab of an app started with the printed GHL_API_URL.
 */
import { startFakeGhl } from '../test/fakes/ghl-server';

const port = Number(process.env.FAKE_CRM_PORT ?? 5055);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`FAKE_CRM_PORT must be a port number, not "${process.env.FAKE_CRM_PORT ?? ''}"`);
  process.exit(1);
}

const fake = await startFakeGhl({
  port,
  onRequest: (request) => {
    const query = new URLSearchParams(request.query).toString();
    console.log(
      `${request.method} ${request.path}${query ? `?${query}` : ''} -> ${request.status}`,
    );
  },
});

console.log(`Fake GoHighLevel (${fake.locationName}) is listening. Start the app with:

  GHL_API_URL=${fake.url}

and paste these into the CRM tab:

  API key:     ${fake.apiKey}
  Location ID: ${fake.locationId}

Everything is kept in memory and forgotten when it stops (Ctrl+C).
`);

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
