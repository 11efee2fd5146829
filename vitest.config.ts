import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['src/server/**/*.test.ts', 'test/**/*.test.ts'];
const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

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
      ...databases.map((db) => ({
        extends: true as const,
        test: {
          name: `api-${db}`,
          include: serverTests,
          // The embedded database's directory (its lock, its files' modes) and its back-pressure concern
          // PGlite only.
          exclude:
            db === 'pglite'
              ? [
                  ...configDefaults.exclude,
                  'src/server/operations/move-to-postgres.test.ts',
                  'src/server/several-processes.test.ts',
                ]
              : [
                  ...configDefaults.exclude,
                  'src/server/db/data-dir-lock.test.ts',
                  'src/server/db/data-dir-permissions.test.ts',
                  'src/server/http/back-pressure.test.ts',
                ],
          env: { TEST_DB: db },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
