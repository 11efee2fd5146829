import { copyText } from '../../../lib/copy-text';
import type { Website } from '../../../../model/website';
import { toast, type ToastKind } from '../../../ui/toast-store';
import type { BuilderStore } from '../state/builder-store';

export type SaveOutcome = { ok: true; draft: Website } | { ok: false; message: string };

/**
 * Saves the builder's pending edits now. `draft` is what the server then holds, so whatever is
 * published next is exactly what the coach sees on the canvas.
 */
export async function saveEdits(store: BuilderStore): Promise<SaveOutcome> {
  // An edit typed while saving starts another round; a few rounds settle any real typing.
  for (let round = 0; round < 3; round++) {
    await store.flush();
    const { status, history } = store.getState();
    if (status.kind === 'saved') {
      return { ok: true, draft: history.present };
    }
    if (status.kind === 'invalid') {
      return { ok: false, message: `${status.message}. Fix it in the Content Editor first.` };
    }
    if (status.kind === 'retrying') break;
  }
  return {
    ok: false,
    message:
      "Your latest edits couldn't be saved yet. They are kept in the builder; please try again in a moment.",
  };
}

export function copyLink(url: string): Promise<void> {
  return copyText(
    url,
    { title: 'Copied to clipboard', description: 'Link has been copied to your clipboard.' },
    { title: 'Failed to copy', description: 'Please copy the link manually.' },
  );
}

const FLASH_KEY = 'coachsite.builder.flash';

type Flash = { title: string; description: string; kind: ToastKind };

/** A toast to show once the builder has loaded again (after a restore reloads the page). */
export function leaveFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Storage unavailable: the reloaded canvas speaks for itself.
  }
}

export function showFlash(): void {
  let flash: Flash | null = null;
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    flash = raw ? (JSON.parse(raw) as Flash) : null;
  } catch {
    flash = null;
  }
  if (flash && typeof flash.title === 'string') toast(flash);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
