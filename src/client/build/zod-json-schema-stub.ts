/**
 * Stands in, in the browser build only, for the two modules of zod's JSON Schema output that zod's
 * classic schemas import (`core/json-schema-processors.js` and `core/to-json-schema.js`, about
 * 5 KiB gzip). The app parses with its schemas in the browser and never asks one for a JSON
 * Schema (`toJSONSchema`, `~standard.jsonSchema`) or for the derived `minLength`, `maxLength`,
 * `format`... of a schema, so none of these runs; each says so if it ever were.
 * `zod-json-schema-stub.test.ts` holds it to the names zod's classic schemas use.
 */
function notInTheBrowser(): never {
  throw new Error("zod's JSON Schema output is not part of the browser app");
}

// What classic/schemas.js calls `processors.*` (each schema type's JSON Schema step).
export const aggregateChecks = notInTheBrowser;
export const anyProcessor = notInTheBrowser;
export const arrayProcessor = notInTheBrowser;
export const bigintProcessor = notInTheBrowser;
export const booleanProcessor = notInTheBrowser;
export const catchProcessor = notInTheBrowser;
export const customProcessor = notInTheBrowser;
export const dateProcessor = notInTheBrowser;
export const defaultProcessor = notInTheBrowser;
export const enumProcessor = notInTheBrowser;
export const fileProcessor = notInTheBrowser;
export const functionProcessor = notInTheBrowser;
export const intersectionProcessor = notInTheBrowser;
export const lazyProcessor = notInTheBrowser;
export const literalProcessor = notInTheBrowser;
export const mapProcessor = notInTheBrowser;
export const nanProcessor = notInTheBrowser;
export const neverProcessor = notInTheBrowser;
export const nonoptionalProcessor = notInTheBrowser;
export const nullProcessor = notInTheBrowser;
export const nullableProcessor = notInTheBrowser;
export const numberProcessor = notInTheBrowser;
export const objectProcessor = notInTheBrowser;
export const optionalProcessor = notInTheBrowser;
export const pipeProcessor = notInTheBrowser;
export const prefaultProcessor = notInTheBrowser;
export const promiseProcessor = notInTheBrowser;
export const readonlyProcessor = notInTheBrowser;
export const recordProcessor = notInTheBrowser;
export const setProcessor = notInTheBrowser;
export const stringProcessor = notInTheBrowser;
export const successProcessor = notInTheBrowser;
export const symbolProcessor = notInTheBrowser;
export const templateLiteralProcessor = notInTheBrowser;
export const transformProcessor = notInTheBrowser;
export const tupleProcessor = notInTheBrowser;
export const undefinedProcessor = notInTheBrowser;
export const unionProcessor = notInTheBrowser;
export const unknownProcessor = notInTheBrowser;
export const voidProcessor = notInTheBrowser;

// What classic/schemas.js imports from to-json-schema.js: each makes a method, called only when used.
export function createStandardJSONSchemaMethod(): () => never {
  return notInTheBrowser;
}
export function createToJSONSchemaMethod(): () => never {
  return notInTheBrowser;
}
