import { ensureClientBuilt } from './client-build';
import { run } from './run';

/** The whole suite: unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then browsers. */
const unit = await run('npx', ['vitest', 'run']);
await ensureClientBuilt();
const browser = await run('npx', ['playwright', 'test']);
if (unit !== 0) console.error('Unit and API tests failed.');
if (browser !== 0) console.error('Browser tests failed.');
process.exit(unit || browser);
