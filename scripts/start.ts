import { ensureClientBuilt } from './client-build';

await ensureClientBuilt();
await import('../src/server/main');
