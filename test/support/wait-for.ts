/**
 * Asks `probe` again every `everyMs` until it answers something truthy, and answers that; fails
 * naming `what` after `timeoutMs`. For conditions another part of the system makes true in time
 * (a background job finishing), never a fixed sleep.
 */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  { timeoutMs = 15_000, everyMs = 20 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
