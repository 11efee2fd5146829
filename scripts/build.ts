import { build } from 'vite';
import { buildClient } from './client-build';

// `npm run build`: the browser app, built beside the live one and swapped in.
await buildClient(build);
