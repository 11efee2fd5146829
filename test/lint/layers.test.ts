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
    .filter((m) => m.ruleId === 'no-restricted-imports')
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
      { file: 'src/server/routes/deep.ts', import: '../http/errors' },
    ];
    for (const { file, import: target } of allowed) {
      expect(await restricted(file, `import * as x from '${target}';\nexport { x };\n`)).toEqual(
        [],
      );
    }
  });
});
