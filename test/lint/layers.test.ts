import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layers of docs/architecture.md hold at every depth: each case is a file somewhere deep in a
 * layer importing what that layer may not, linted with the project's own ESLint config.
 */
const eslint = new ESLint();

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId?.endsWith('no-restricted-imports'))
    .map((m) => m.message);
}

const cases: { file: string; import: string }[] = [
  { file: 'src/model/templates/starter/designs/deep.ts', import: '../../../../server/db/database' },
  { file: 'src/model/templates/starter/designs/deep.ts', import: '../../../../render/cn' },
  { file: 'src/model/templates/starter/designs/deep.ts', import: 'fs' },
  { file: 'src/model/templates/deep.ts', import: 'node:path' },
  { file: 'src/model/deep.ts', import: 'react' },
  { file: 'src/render/templates/offers/course/deep.tsx', import: '../../../../server/errors' },
  { file: 'src/render/templates/offers/course/deep.tsx', import: '../../../../client/lib/cn' },
  { file: 'src/render/site/deep.ts', import: 'crypto' },
  { file: 'src/client/screens/builder/state/deep.ts', import: '../../../../server/errors' },
  { file: 'src/client/screens/builder/state/deep.ts', import: 'node:fs' },
  { file: 'src/server/domain/publishing/deep.ts', import: '../../http/errors' },
  { file: 'src/server/domain/publishing/deep.ts', import: '../../routes/publishing' },
  { file: 'src/server/domain/publishing/deep.ts', import: 'fastify' },
  // Jobs are defined with their domain and enqueued through src/server/queue/ (decision 012).
  { file: 'src/server/domain/leads/deep.ts', import: '../../jobs/runner' },
  { file: 'src/server/domain/leads/deep.ts', import: '../../jobs/deliver-leads' },
  // Vendors only through their ports.
  { file: 'src/server/domain/crm/deep.ts', import: '../../integrations/hubspot/hubspot-port' },
  { file: 'src/server/domain/crm/deep.ts', import: '../../integrations/ghl/transport' },
  { file: 'src/server/domain/own-ai/deep.ts', import: '../../integrations/ai/openai-compatible' },
  { file: 'src/server/domain/files/deep.ts', import: '../../storage/s3-storage' },
  { file: 'src/server/domain/files/deep.ts', import: '@aws-sdk/client-s3' },
  { file: 'src/server/domain/ai/deep.ts', import: '@ai-sdk/openai-compatible' },
  { file: 'src/server/domain/ai/deep.ts', import: 'ai' },
  { file: 'src/server/domain/crm/deep.ts', import: '@hubspot/api-client' },
  { file: 'src/server/domain/auth/deep.ts', import: 'nodemailer' },
  { file: 'src/server/domain/webhooks/deep.ts', import: 'undici' },
  // services.ts builds every adapter: the domain takes its type, never the module.
  { file: 'src/server/domain/leads/deep.ts', import: '../../services' },
  // The queue is below the domain and the runner.
  { file: 'src/server/queue/deep.ts', import: '../domain/leads/lead-rows' },
  { file: 'src/server/queue/deep.ts', import: '../jobs/runner' },
  { file: 'src/server/public/deep.ts', import: '../../client/lib/cn' },
];

describe('the layers, enforced by lint at every depth', () => {
  it.each(cases)('$file may not import $import', async ({ file, import: target }) => {
    const messages = await restricted(file, `import * as x from '${target}';\nexport { x };\n`);
    expect(messages.join('\n')).toMatch(/Layers \(docs\/architecture\.md\)|Node modules/);
  });

  it('lets each layer import the layers below it', async () => {
    const allowed: { file: string; import: string }[] = [
      { file: 'src/render/templates/offers/course/deep.tsx', import: '../../../../model/website' },
      { file: 'src/client/screens/builder/state/deep.ts', import: '../../../../../render/cn' },
      { file: 'src/server/domain/publishing/deep.ts', import: '../../validation' },
      { file: 'src/server/domain/leads/deep.ts', import: '../../queue/enqueue' },
      { file: 'src/server/domain/leads/deep.ts', import: '../../integrations/crm/crm-port' },
      { file: 'src/server/domain/ai/deep.ts', import: '../../integrations/ai/provider' },
      { file: 'src/server/domain/webhooks/deep.ts', import: '../../integrations/outbound/errors' },
      { file: 'src/server/jobs/deep.ts', import: '../domain/leads/lead-delivery-job' },
      { file: 'src/server/routes/deep.ts', import: '../http/errors' },
    ];
    for (const { file, import: target } of allowed) {
      expect(await restricted(file, `import * as x from '${target}';\nexport { x };\n`)).toEqual(
        [],
      );
    }
  });

  it('lets the domain take a port’s type from a module that also builds its adapter', async () => {
    for (const target of ['../../services', '../../mail/mailer']) {
      const source = `import type { X } from '${target}';\nexport type Y = X;\n`;
      expect(await restricted('src/server/domain/leads/deep.ts', source)).toEqual([]);
    }
  });
});

describe('file length, enforced by lint', () => {
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => (i % 10 === 0 ? '' : `// line ${i}`)).join('\n');
  const tooLong = async (filePath: string, source: string) => {
    const [result] = await eslint.lintText(source, { filePath });
    return (result?.messages ?? []).some((m) => m.ruleId === 'max-lines');
  };

  it('holds a source file to 300 lines, blank lines and comments counted, and leaves tests be', async () => {
    expect(await tooLong('src/server/domain/leads/long.ts', `${lines(300)}\nexport {};\n`)).toBe(
      true,
    );
    expect(await tooLong('src/server/domain/leads/short.ts', `${lines(299)}\nexport {};\n`)).toBe(
      false,
    );
    expect(await tooLong('src/server/domain/leads/long.test.ts', `${lines(400)}\n`)).toBe(false);
  });
});
