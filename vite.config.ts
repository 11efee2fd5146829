import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** Writes .br and .gz beside each built script and stylesheet, so the server sends them precompressed. */
function precompress(): Plugin {
  // The folder this build writes to: dist/client by default, beside it when `npm run build`
  // builds a new version to swap in (scripts/client-build.ts).
  let outDir = '';
  return {
    name: 'coachsite-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const body = readFileSync(join(assets, name));
        writeFileSync(join(assets, `${name}.br`), brotliCompressSync(body));
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * sanitize-html uses one thing from htmlparser2, its Parser; the package's index also loads a DOM
 * handler, DOM utilities and a serializer with an older copy of `entities` (about 35 KiB gzip in
 * the builder). In the browser build sanitize-html gets the Parser alone, from the very htmlparser2
 * it would load (its ES module build), so rich text is cleaned exactly as on the server.
 */
function htmlparserParserOnly(): Plugin {
  const sanitizeHtml = createRequire(import.meta.url).resolve('sanitize-html');
  const index = createRequire(sanitizeHtml).resolve('htmlparser2');
  const parser = join(dirname(index), '..', 'esm', 'Parser.js');
  const id = '\0coachsite-htmlparser2-parser';
  return {
    name: 'coachsite-htmlparser2-parser',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromSanitizeHtml = importer?.startsWith(dirname(sanitizeHtml) + sep) ?? false;
      return source === 'htmlparser2' && fromSanitizeHtml && existsSync(parser) ? id : null;
    },
    load(loading) {
      return loading === id ? `export { Parser } from ${JSON.stringify(parser)};` : null;
    },
  };
}

/**
 * In the browser build every import of src/render/sanitize.ts gets src/render/sanitize-browser.ts,
 * which loads sanitize-html (with its HTML parser and entity table, about 36 KiB gzip) when first
 * needed instead of with the builder's first paint, and cleans the simple markup the server
 * stores and a browser types meanwhile; only sanitize-browser.ts itself imports the real module
 * (a chunk of its own). The server's render imports sanitize.ts as it is, synchronously.
 */
function sanitizerAfterFirstPaint(): Plugin {
  const full = fileURLToPath(new URL('./src/render/sanitize.ts', import.meta.url));
  const browser = fileURLToPath(new URL('./src/render/sanitize-browser.ts', import.meta.url));
  return {
    name: 'coachsite-sanitizer-after-first-paint',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === browser || !/\/sanitize(\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === full ? browser : null;
    },
  };
}

/**
 * zod's classic schemas import its JSON Schema output (about 5 KiB gzip) for `toJSONSchema()`,
 * which the browser app never calls; in the browser build they get a stub of the same names
 * (src/client/build/zod-json-schema-stub.ts). Parsing is zod's own, unchanged.
 */
function zodWithoutJsonSchema(): Plugin {
  const stub = fileURLToPath(
    new URL('./src/client/build/zod-json-schema-stub.ts', import.meta.url),
  );
  const replaced = new Set(['../core/json-schema-processors.js', '../core/to-json-schema.js']);
  const classic = `${sep}zod${sep}v4${sep}classic${sep}schemas.js`;
  return {
    name: 'coachsite-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return importer?.endsWith(classic) && replaced.has(source) ? stub : null;
    },
  };
}

const root = fileURLToPath(new URL('./src/client', import.meta.url));

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    htmlparserParserOnly(),
    sanitizerAfterFirstPaint(),
    zodWithoutJsonSchema(),
    precompress(),
  ],
  resolve: {
    alias: { postcss: fileURLToPath(new URL('./src/render/postcss-stub.ts', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The server finds the published pages' stylesheet (hashed name) through the manifest.
    manifest: true,
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
        ...Object.fromEntries(
          ['exact', 'designs', 'offers'].map((family) => [
            `site-${family}`,
            fileURLToPath(new URL(`./src/render/styles/site-${family}.css`, import.meta.url)),
          ]),
        ),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 5001}` },
  },
});
