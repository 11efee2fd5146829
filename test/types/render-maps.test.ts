import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The render maps are typed against the model (`satisfies Record<ElementType | TemplateId, ...>`),
 * so a renderer left out is a type error, not an 'Unknown element' on a coach's page. Each case
 * typechecks the real map file with one entry taken out (in memory: nothing is written) and expects
 * the compiler to name the missing key; without the `satisfies` it would compile and these fail.
 */

const root = resolve(import.meta.dirname, '../..');
const config = ts.readConfigFile(resolve(root, 'tsconfig.json'), (p) => ts.sys.readFile(p));
const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
const cache = new Map<string, ts.SourceFile>();
const host = ts.createCompilerHost(options);
const readSource = host.getSourceFile.bind(host);
let previous: ts.Program | undefined;

function diagnosticsOf(path: string, edit: (source: string) => string): string[] {
  const file = resolve(root, path);
  const source = readFileSync(file, 'utf8');
  const edited = edit(source);
  expect(edited, `the edit must change ${path}`).not.toBe(source);
  const programHost: ts.CompilerHost = {
    ...host,
    getSourceFile(name, language, onError, shouldCreate) {
      if (resolve(name) === file) return ts.createSourceFile(name, edited, language, true);
      let found = cache.get(name);
      if (!found) {
        found = readSource(name, language, onError, shouldCreate);
        if (found) cache.set(name, found);
      }
      return found;
    },
  };
  const program = ts.createProgram([file], options, programHost, previous);
  previous = program;
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const unchanged = (marker: string) => (source: string) => `${source}\n// ${marker}\n`;
const withoutLine = (line: RegExp) => (source: string) =>
  source
    .split('\n')
    .filter((l) => !line.test(l))
    .join('\n');

const cases = [
  {
    map: 'the offer element renderers',
    path: 'src/render/templates/offers/elements/index.tsx',
    missing: 'countdown',
    line: /^\s+countdown: Countdown,$/,
  },
  {
    map: 'the template renderers',
    path: 'src/render/templates/index.ts',
    missing: 'retreat-offer',
    line: /^\s+'retreat-offer': RetreatOffer,$/,
  },
  {
    map: "the book-a-call page's section layouts",
    path: 'src/render/templates/exact/ExactTemplate.tsx',
    missing: 'meet',
    line: /^\s+meet: MeetSection,$/,
  },
  {
    map: "the builder designs' section layouts",
    path: 'src/render/templates/designs/DesignTemplate.tsx',
    missing: 'calendar',
    line: /^\s+calendar: CalendarSection,$/,
  },
];

describe('render maps cover what the model declares', { timeout: 120_000 }, () => {
  it.each(cases)('$map typecheck as they are', ({ path }) => {
    expect(diagnosticsOf(path, unchanged('as it is'))).toEqual([]);
  });

  it.each(cases)('$map fail to typecheck without $missing', ({ path, missing, line }) => {
    const messages = diagnosticsOf(path, withoutLine(line)).join('\n');
    expect(messages).toMatch(new RegExp(`Property '"?${missing}"?' is missing`));
  });

  it('refuses a renderer reading a field its element type does not have', () => {
    const path = 'src/render/templates/offers/elements/coaching.tsx';
    expect(diagnosticsOf(path, unchanged('as it is'))).toEqual([]);
    const messages = diagnosticsOf(path, (source) =>
      source.replace("{shows('price') && (", "{shows('author') && ("),
    ).join('\n');
    expect(messages).toMatch(/Argument of type '"author"' is not assignable/);
  });

  it('refuses a renderer filed under another element type', () => {
    const messages = diagnosticsOf('src/render/templates/offers/elements/index.tsx', (source) =>
      source.replace('  countdown: Countdown,', '  countdown: PricingCard,'),
    ).join('\n');
    expect(messages).toMatch(/countdown/);
  });
});
