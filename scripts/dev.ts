import { run } from './run';

/** Hot reload: Vite serves the app on PORT (5000) and proxies /api to the API server on API_PORT. */
const port = process.env.PORT ?? '5000';
const apiPort = process.env.API_PORT ?? '5001';
const code = await Promise.race([
  run('npx', ['tsx', 'watch', 'src/server/main.ts'], { PORT: apiPort, HOST: '127.0.0.1' }),
  run('npx', ['vite'], { PORT: port, API_PORT: apiPort }),
]);
process.exit(code);
