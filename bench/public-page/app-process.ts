/**
 * The app under load in its own process: in-memory PGlite, every template published (see
 * setup.ts). Sends its pages as `ready`; answers `views` (of a slug, the waiting views written
 * first), `dropped` (views a full counter dropped), `answered` (live pages sent, by where from)
 * and `cpu`.
 */
import { serveParent } from './child';
import { startPublicBench } from './setup';

const bench = await startPublicBench();
serveParent(
  bench.pages,
  {
    views: (slug) => bench.viewsCounted(slug ?? ''),
    dropped: () => bench.app.visitCounter.dropped,
    answered: () => bench.answered(),
  },
  bench.close,
);
