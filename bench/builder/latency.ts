import type { Locator, Page } from '@playwright/test';

/** Where the typed text shows: a CSS selector, inside an iframe (by selector) or the top document. */
export type Target = { frame: string | null; element: string };

export type Run = { keystrokes: number; warmup: number };

/** One keystroke, in ms from just before the input was dispatched. */
export type Sample = {
  /** Until the dispatch returned: the input event's synchronous handlers (React's render, if sync). */
  sync: number;
  /** Until a MutationObserver saw the target's text end with what was typed so far. */
  dom: number;
  /**
   * Until the task after the first animation frame once the DOM was updated: that frame's style,
   * layout and paint are done (includes waiting for the frame, 0 to 16.7 ms at 60 Hz).
   */
  frame: number;
};

/**
 * Runs in the document that holds the field (for a field in an iframe, in that iframe). Types one
 * character at a time at the end of the field (a textarea or input, or a contenteditable element)
 * with execCommand('insertText'), which fires the same beforeinput/input events as typing (so
 * React's onChange, or an editor's input handling), and times each keystroke to the target's DOM
 * and to the next painted frame.
 * No named functions or arrow constants inside: tsx (esbuild keepNames) would wrap them in a
 * __name() helper that does not exist in the page.
 */
async function typeAndTime(
  field: HTMLElement,
  { target, run }: { target: Target; run: Run },
): Promise<Sample[]> {
  const frame = target.frame === null ? null : document.querySelector(target.frame);
  const doc = frame instanceof HTMLIFrameElement ? frame.contentDocument : document;
  if (!doc) throw new Error(`no document for ${target.frame}`);
  field.focus();
  if (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) {
    field.setSelectionRange(field.value.length, field.value.length);
  } else {
    const range = document.createRange();
    range.selectNodeContents(field);
    range.collapse(false);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
  }
  let typed = '';
  let waiting: { resolve: (at: number) => void; timer: ReturnType<typeof setTimeout> } | null =
    null;
  const observer = new MutationObserver(() => {
    const text = doc.querySelector(target.element)?.textContent ?? '';
    if (waiting && text.endsWith(typed)) {
      clearTimeout(waiting.timer);
      waiting.resolve(performance.now());
      waiting = null;
    }
  });
  observer.observe(doc.body, { subtree: true, childList: true, characterData: true });
  const samples: Sample[] = [];
  try {
    for (let i = 0; i < run.warmup + run.keystrokes; i++) {
      const char = String.fromCharCode(97 + (i % 26));
      typed += char;
      const seen = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`"${char}" not seen in 5 s`)), 5000);
        waiting = { resolve, timer };
      });
      const start = performance.now();
      document.execCommand('insertText', false, char);
      const returned = performance.now();
      const dom = await seen;
      const painted = await new Promise<number>((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        }),
      );
      // A pause of 0 to 17 ms, so that keystrokes land anywhere in a 16.7 ms frame, as a typist's do.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 17));
      if (i >= run.warmup) {
        samples.push({ sync: returned - start, dom: dom - start, frame: painted - start });
      }
    }
  } finally {
    observer.disconnect();
  }
  return samples;
}

/**
 * Types into field (a textarea, input or contenteditable element) and answers one sample per
 * measured keystroke. `target.frame` is looked up in the field's own document.
 */
export function measure(field: Locator, target: Target, run: Run): Promise<Sample[]> {
  return field.evaluate(typeAndTime, { target, run });
}

/** The floor: a plain textarea whose input handler sets a <p>'s text, no framework. */
export async function measureBaseline(page: Page, initial: string, run: Run): Promise<Sample[]> {
  await page.setContent(
    `<!doctype html><html><body><textarea id="field" rows="4" cols="60"></textarea>
    <p id="shown"></p>
    <script>
      const field = document.getElementById('field');
      const shown = document.getElementById('shown');
      field.addEventListener('input', () => { shown.textContent = field.value; });
    </script></body></html>`,
  );
  const field = page.locator('#field');
  await field.fill(initial);
  return measure(field, { frame: null, element: '#shown' }, run);
}

export type Summary = { median: number; p95: number; max: number };

/** Nearest-rank percentiles, rounded to 0.1 ms. */
export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const round = (v: number | undefined) => Math.round((v ?? NaN) * 10) / 10;
  return { median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)) };
}
