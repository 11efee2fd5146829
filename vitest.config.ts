import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'test/**/*.test.ts'];
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];
/**
 * Server test files that keep a module graph of their own: they replace a module with `vi.mock`,
 * or assert on what a module keeps for the whole process (unit-of-work.ts: whether any request is
 * open), which the files sharing a worker's modules would change under them.
 */
const ownModules = [
  'src/server/public/content-policy.test.ts',
  'src/server/http/static-client.test.ts',
  'src/server/domain/files/image-variants.test.ts',
  'src/server/routes/content-versions.test.ts',
  'src/server/unit-of-work.test.ts',
  'src/server/http/open-requests.test.ts',
];

export default defineConfig({
  test: {
    root: '.',
    // Vitest's default on a 2-core machine is one worker; API tests mostly wait (on the database,
    // on timers), so two workers finish them in far less time.
    maxWorkers: 2,
    setupFiles: ['./test/setup/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], exclude: serverTests },
      },
      ...databases.flatMap((db) => {
        const env = { TEST_DB: db };
        const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };
        return [
          {
            extends: true as const,
            test: {
              name: `api-${db}`,
              include: serverTests,
              // The embedded database's directory (its lock, its files' modes) and its
              // back-pressure concern PGlite only.
              exclude: [
                ...configDefaults.exclude,
                ...ownModules,
                ...(db === 'pglite'
                  ? [
                      'src/server/operations/move-to-postgres.test.ts',
                      'src/server/several-processes.test.ts',
                      'src/server/database-outage.test.ts',
                      // Debian's caddy and pebble, which .ci/run installs with PostgreSQL.
                      'src/server/custom-domain-https.test.ts',
                    ]
                  : [
                      'src/server/db/data-dir-lock.test.ts',
                      'src/server/stop-under-load.test.ts',
                      'src/server/db/data-dir-permissions.test.ts',
                      'src/server/http/back-pressure.test.ts',
                    ]),
              ],
              env,
              // The files of a worker share its modules (imported once, not once a file): each
              // builds its own app and database, and none replaces a module (issue 26).
              isolate: false,
              ...timeouts,
            },
          },
          {
            extends: true as const,
            test: { name: `api-${db}-own-modules`, include: ownModules, env, ...timeouts },
          },
        ];
      }),
    ],
  },
});
