import { describe, expect, it } from 'vitest';
import { z } from 'zod';
// The source of the module whose imports the build replaces, as installed.
import classic from '../../../node_modules/zod/v4/classic/schemas.js?raw';
import * as stub from './zod-json-schema-stub';

describe('the browser build stand-in for zod JSON Schema output', () => {
  it('has every name zod classic schemas take from the two modules it replaces', () => {
    const used = new Set([...classic.matchAll(/processors\.([A-Za-z]+)\(/g)].map((m) => m[1]));
    const imported = /import \{([^}]+)\} from "\.\.\/core\/to-json-schema\.js"/.exec(classic);
    for (const name of imported?.[1]?.split(',') ?? []) used.add(name.trim());
    expect(used.size).toBeGreaterThan(30);
    const missing = [...used].filter((name) => !(name && name in stub));
    expect(missing).toEqual([]);
    // Exactly the two import lines the build plugin (vite.config.ts) rewrites.
    expect(classic).toContain('from "../core/json-schema-processors.js"');
    expect(classic).toContain('from "../core/to-json-schema.js"');
  });

  it('says so when asked for a JSON Schema, which the app never does in the browser', () => {
    expect(() => stub.createToJSONSchemaMethod()()).toThrow(/not part of the browser app/);
    expect(() => stub.stringProcessor()).toThrow(/not part of the browser app/);
    // Parsing does not go near it: the real zod parses here, as the built app's zod does.
    expect(z.string().max(3).safeParse('abcd').success).toBe(false);
  });
});
