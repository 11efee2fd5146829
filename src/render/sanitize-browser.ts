import { useSyncExternalStore } from 'react';
import type * as Full from './sanitize';
import { sanitizeSimpleRichText } from './sanitize-simple';

/**
 * The browser build's `./sanitize` (vite.config.ts swaps it in): sanitize-html, with its HTML
 * parser and entity table, is not part of the builder's first paint. It loads when first needed:
 * when the coach starts editing rich text (canvas or panel), before a paste into it and before
 * every save, or at once when markup to draw needs it. Until then rich text in the shape the
 * server stores and a browser types is cleaned by `sanitizeSimpleRichText` (the same answer);
 * anything else shows as its bare words, every tag taken out, and is drawn again once the full
 * sanitiser is there. Nothing is ever drawn uncleaned.
 */

type Clean = (html: string) => string;

let full: Clean | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadSanitizer(): Promise<void> {
  loading ??= import('./sanitize').then(
    (module) => {
      full = module.sanitizeRichText;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Markup with every tag taken out: only words, safe to draw as markup. */
function bareWords(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

export function sanitizeRichText(html: string): string {
  if (full) return full(html);
  const simple = sanitizeSimpleRichText(html);
  if (simple !== null) return simple;
  void loadSanitizer().catch(() => undefined);
  return bareWords(html);
}

export function sanitizerLoaded(): boolean {
  return full !== null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether sanitize-html has loaded; a component that draws rich text calls it to be drawn again then. */
export function useSanitizerLoaded(): boolean {
  return useSyncExternalStore(subscribe, sanitizerLoaded, () => true);
}

// The two modules answer the same questions.
({ loadSanitizer, sanitizeRichText, sanitizerLoaded, useSanitizerLoaded }) satisfies typeof Full;
