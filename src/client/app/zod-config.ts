import { config } from 'zod/v4/core';

// The app's Content-Security-Policy allows no eval; zod's fast path would probe for it with
// `new Function`, which the browser reports as a policy violation even though zod catches it.
config({ jitless: true });
