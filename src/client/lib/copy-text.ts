import { toast } from '../ui/toast-store';

type Said = { title: string; description: string };

/** Puts text on the clipboard and says so, or says to copy it by hand when the browser refuses. */
export async function copyText(text: string, done: Said, failed: Said): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ ...done, kind: 'success' });
  } catch {
    toast({ ...failed, kind: 'error' });
  }
}
