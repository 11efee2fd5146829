import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { builtinModules } from 'node:module';

/** Node's modules by their bare names (fs, path...), which the node:* pattern does not catch. */
const NODE_BUILTINS = builtinModules
  .filter((name) => !name.startsWith('_'))
  .map((name) => ({ name, message: 'Node modules belong to src/server and scripts only.' }));

const LAYER = (layer, why) =>
  `Layers (docs/architecture.md): ${layer} is ${why}; this import points the wrong way.`;

const VENDOR =
  'Layers (docs/architecture.md): domain code speaks to vendors through ports (the CRM port, the AI provider, services), never their adapters or SDKs.';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'drizzle', 'test-results', 'playwright-report'] },
  ...tseslint.configs.strict,
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/render/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // The layers (docs/architecture.md), at every depth: model <- render <- server and client;
  // server and client never import each other; domain code never imports the HTTP layer.
  {
    files: ['src/model/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NODE_BUILTINS,
          patterns: [
            {
              group: ['react', 'react-*', 'react/**', 'node:*'],
              message: LAYER('model', 'pure TypeScript: no React, no Node'),
            },
            {
              group: ['**/render/**', '**/render', '**/server/**', '**/client/**'],
              message: LAYER('model', 'the bottom layer'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/render/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NODE_BUILTINS,
          patterns: [
            { group: ['node:*'], message: LAYER('render', 'pure: props in, markup out') },
            {
              group: ['**/server/**', '**/client/**'],
              message: LAYER('render', 'below server and client'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: NODE_BUILTINS,
          patterns: [
            { group: ['node:*'], message: LAYER('client', 'runs in the browser') },
            {
              group: ['**/server/**'],
              message: LAYER('client', 'shares with the server only through model and render'),
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**'],
              message: LAYER('server', 'shares with the client only through model and render'),
            },
          ],
        },
      ],
    },
  },
  // The domain (decision 012): below HTTP and the job runner, and speaking to the outside only
  // through ports (integrations/crm/crm-port.ts, integrations/ai/provider.ts, the guarded client's
  // errors, storage/file-storage.ts, services' types), never a vendor's adapter or SDK. Type-only
  // imports of a module that also builds an adapter (services.ts, mail/mailer.ts, the guarded
  // client) are the port's shape and allowed. Tests build what they test with, so are left out.
  {
    files: ['src/server/domain/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'fastify', message: LAYER('domain', 'below the HTTP layer') },
            ...['@hubspot/api-client', 'ai', 'nodemailer', 'undici'].map((name) => ({
              name,
              message: VENDOR,
            })),
          ],
          patterns: [
            {
              group: ['**/http/**', '**/routes/**', '@fastify/*'],
              message: LAYER('domain', 'below the HTTP layer'),
            },
            {
              group: ['**/jobs/**', '**/jobs'],
              message: LAYER(
                'domain',
                'below the job runner: define a job with defineJob and enqueue it from src/server/queue/',
              ),
            },
            {
              group: [
                '@aws-sdk/*',
                '@ai-sdk/*',
                '**/integrations/ghl/**',
                '**/integrations/hubspot/**',
                '**/integrations/ai/openai-*',
                '**/integrations/ai/offline/**',
                '**/storage/s3-storage',
                '**/storage/disk-storage',
              ],
              message: VENDOR,
            },
            {
              group: ['**/services', '**/mail/mailer', '**/integrations/outbound/guarded-*'],
              allowTypeImports: true,
              message: VENDOR,
            },
          ],
        },
      ],
    },
  },
  // The job queue is below the domain (decision 012): the domain enqueues through it.
  {
    files: ['src/server/queue/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/**', '**/jobs/**', '**/http/**', '**/routes/**', '**/services'],
              message: LAYER('queue', 'below the domain and the runner'),
            },
          ],
        },
      ],
    },
  },
  // Files stay small enough to read whole (tests aside): every line counts, as `wc -l` counts.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
);
